import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SampleRecord } from '../../providers/labWorkTypes';

/** The tube a phlebotomist reaches for: its cap colour and name (or the specimen, without a container). */
export const ContainerSwatch = ({
    sample,
    size = 20,
}: {
    sample: Pick<SampleRecord, 'container' | 'specimen'>;
    size?: number;
}) => {
    const translate = useTranslate();
    const colour = sample.container?.capColour;
    const name = sample.container?.name ?? translate('app.lab.sample.no_container');
    return (
        <Stack direction="row" spacing={1} alignItems="center" sx={{ minWidth: 0 }}>
            <Box
                component="span"
                role="img"
                aria-label={translate('app.lab.sample.cap_colour', { name })}
                sx={{
                    width: size,
                    height: size,
                    flexShrink: 0,
                    borderRadius: '50%',
                    border: 1,
                    borderColor: 'divider',
                    bgcolor: colour ?? 'background.default',
                }}
            />
            <Typography component="span" variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                {name}
                {sample.specimen ? ` · ${sample.specimen.name}` : ''}
            </Typography>
        </Stack>
    );
};
