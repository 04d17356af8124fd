import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import {
    EmailField,
    Labeled,
    NumberField,
    ReferenceField,
    TextField,
    useRecordContext,
    useTranslate,
} from 'react-admin';
import { DetailGrid } from '../../components/DetailGrid';

/** The partner's contact and terms. */
export const RefferalShowDetails = () => {
    const translate = useTranslate();
    const record = useRecordContext();
    if (!record) return null;
    const active = record.isActive !== false;
    return (
        <Card variant="outlined" sx={{ mb: 2 }}>
            <CardContent>
                <Stack direction="row" spacing={1.5} alignItems="center" flexWrap="wrap" sx={{ mb: 2 }}>
                    <Typography variant="h5" component="h1">
                        {record.name}
                    </Typography>
                    <Chip label={record.kind} variant="outlined" />
                    <Chip
                        label={translate(active ? 'app.refferal.active' : 'app.refferal.inactive')}
                        color={active ? 'success' : 'default'}
                        size="small"
                    />
                </Stack>
                <DetailGrid>
                    {['qualification', 'specialty', 'registrationNumber', 'contactPerson', 'phone', 'city'].map(
                        source => (
                            <Labeled key={source} source={source}>
                                <TextField source={source} emptyText="—" />
                            </Labeled>
                        )
                    )}
                    <Labeled>
                        <EmailField source="email" emptyText="—" />
                    </Labeled>
                    <Labeled>
                        <NumberField source="commissionPercent" />
                    </Labeled>
                    <Labeled>
                        <ReferenceField
                            source="priceListId"
                            reference="priceList"
                            link={false}
                            emptyText={translate('app.refferal.default_price_list')}
                        />
                    </Labeled>
                    <Labeled>
                        <TextField source="address" emptyText="—" />
                    </Labeled>
                    <Labeled>
                        <TextField source="notes" emptyText="—" />
                    </Labeled>
                </DetailGrid>
            </CardContent>
        </Card>
    );
};
