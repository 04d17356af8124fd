import { FormLabel } from '@mui/material';
import { useMemo } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { PermissionMatrix } from '../permissions/PermissionMatrix';

/** A form input holding a list of permissions, edited as the permission matrix. */
export const PermissionMatrixInput = ({ source }: { source: string }) => {
    const translate = useTranslate();
    const { field } = useInput({ source, defaultValue: [] });
    const selected = useMemo(() => new Set<string>(Array.isArray(field.value) ? field.value : []), [field.value]);
    return (
        <>
            <FormLabel sx={{ mt: 2 }}>{translate('resources.pt.fields.permissions')}</FormLabel>
            <PermissionMatrix selected={selected} onChange={next => field.onChange([...next].sort())} />
        </>
    );
};
