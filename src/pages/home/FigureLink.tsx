import { Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

interface Props {
    value: string | number;
    label: string;
    to: string;
    testId?: string;
    /** Draws the eye to figures that need someone (breaches, criticals). */
    alert?: boolean;
}

/** A figure and what it counts, as one link to the list it counts ("12 to verify" opens the worklist). */
export const FigureLink = ({ value, label, to, testId, alert }: Props) => (
    <Link component={RouterLink} to={to} underline="hover" color="inherit" data-testid={testId}>
        <Stack>
            <Typography
                variant="h4"
                component="span"
                color={alert && value !== 0 ? 'error.main' : 'text.primary'}
                data-testid={testId && `${testId}-value`}
            >
                {value}
            </Typography>
            <Typography variant="body2" component="span" color="text.secondary">
                {label}
            </Typography>
        </Stack>
    </Link>
);
