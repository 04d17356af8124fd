import { Button, Card, CardContent, CardHeader, Stack } from '@mui/material';
import { Form, TextInput, useTranslate } from 'react-admin';

/** A react-admin form with its inputs and buttons, as on the patient form. */
export const PreviewForm = () => {
    const translate = useTranslate();
    const t = (key: string) => translate(`app.theme.preview.${key}`);
    return (
        <Card>
            <CardHeader title={t('form')} titleTypographyProps={{ variant: 'subtitle1' }} />
            <CardContent>
                <Form
                    record={{ firstName: 'Asha', lastName: 'Menon', phone: '98450 12345' }}
                    onSubmit={() => undefined}
                >
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                        <TextInput source="firstName" label={t('first_name')} />
                        <TextInput source="lastName" label={t('last_name')} />
                    </Stack>
                    <TextInput source="phone" label={t('phone')} />
                    <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                        <Button variant="contained">{t('save')}</Button>
                        <Button variant="outlined" color="secondary">
                            {t('cancel')}
                        </Button>
                    </Stack>
                </Form>
            </CardContent>
        </Card>
    );
};
