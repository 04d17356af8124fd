import Lock from '@mui/icons-material/Lock';
import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/** "Built in" (with a lock: LabDesk defines it, nobody may change it) or "Own" (the organisation's). */
export const BuiltInField = (_props: { source?: string; label?: string; sortable?: boolean }) => {
    const record = useRecordContext();
    const translate = useTranslate();
    if (!record) return null;
    return record.builtIn ? (
        <Chip
            size="small"
            icon={<Lock fontSize="small" />}
            label={translate('app.userManagement.catalogue.built_in')}
        />
    ) : (
        <Chip size="small" variant="outlined" color="primary" label={translate('app.userManagement.catalogue.own')} />
    );
};
