import ReportProblem from '@mui/icons-material/ReportProblem';
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The number of critical results of a visit, when there are any. */
export const VisitCriticalBadge = ({ count }: { count: number }) => {
    const translate = useTranslate();
    if (!count) return null;
    return (
        <Chip
            size="small"
            color="error"
            icon={<ReportProblem />}
            label={translate('app.visit.critical_count', { smart_count: count })}
        />
    );
};
