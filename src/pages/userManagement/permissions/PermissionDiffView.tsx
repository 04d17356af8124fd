import { Box, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PermissionDiff } from './permissionMatrix';

/** The permissions a change adds and removes, shown before it is saved. */
export const PermissionDiffView = ({ diff }: { diff: PermissionDiff }) => {
    const translate = useTranslate();
    if (diff.added.length === 0 && diff.removed.length === 0) {
        return <Typography color="text.secondary">{translate('app.userManagement.matrix.no_change')}</Typography>;
    }
    return (
        <Box data-testid="permission-diff">
            {diff.added.length > 0 && (
                <>
                    <Typography variant="subtitle2">
                        {translate('app.userManagement.matrix.added', { count: diff.added.length })}
                    </Typography>
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mb: 1 }}>
                        {diff.added.map(permission => (
                            <Chip
                                key={permission}
                                label={`+ ${permission}`}
                                color="success"
                                size="small"
                                variant="outlined"
                            />
                        ))}
                    </Box>
                </>
            )}
            {diff.removed.length > 0 && (
                <>
                    <Typography variant="subtitle2">
                        {translate('app.userManagement.matrix.removed', { count: diff.removed.length })}
                    </Typography>
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                        {diff.removed.map(permission => (
                            <Chip
                                key={permission}
                                label={`− ${permission}`}
                                color="error"
                                size="small"
                                variant="outlined"
                            />
                        ))}
                    </Box>
                </>
            )}
        </Box>
    );
};
