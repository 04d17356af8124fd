import { Checkbox, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { columnPermissions, type MatrixCategory, permissionOf, rowPermissions } from './permissionMatrix';

interface Props {
    category: MatrixCategory;
    selected: ReadonlySet<string>;
    disabled?: boolean;
    onToggle: (permissions: string[]) => void;
}

const state = (selected: ReadonlySet<string>, permissions: string[]) => {
    const on = permissions.filter(permission => selected.has(permission)).length;
    return {
        checked: permissions.length > 0 && on === permissions.length,
        indeterminate: on > 0 && on < permissions.length,
    };
};

/** One category of the matrix: its resources × its actions, toggles per cell, row and column. */
export const PermissionCategoryTable = ({ category, selected, disabled, onToggle }: Props) => {
    const translate = useTranslate();
    return (
        <>
            <Typography variant="subtitle1" component="h2" sx={{ mt: 2, mb: 0.5 }}>
                {category.name}
            </Typography>
            <Table size="small" aria-label={category.name}>
                <TableHead>
                    <TableRow>
                        <TableCell>{translate('app.userManagement.matrix.resource')}</TableCell>
                        {category.actions.map(action => {
                            const column = columnPermissions(category, action);
                            return (
                                <TableCell key={action} align="center" padding="checkbox">
                                    <Typography variant="caption" component="div" noWrap>
                                        {action}
                                    </Typography>
                                    <Checkbox
                                        size="small"
                                        disabled={disabled}
                                        {...state(selected, column)}
                                        onChange={() => onToggle(column)}
                                        slotProps={{
                                            input: {
                                                'aria-label': translate('app.userManagement.matrix.column', {
                                                    action,
                                                    category: category.name,
                                                }),
                                            },
                                        }}
                                    />
                                </TableCell>
                            );
                        })}
                    </TableRow>
                </TableHead>
                <TableBody>
                    {category.resources.map(resource => {
                        const row = rowPermissions(resource);
                        return (
                            <TableRow key={resource.resource} hover>
                                <TableCell>
                                    <Checkbox
                                        size="small"
                                        disabled={disabled}
                                        {...state(selected, row)}
                                        onChange={() => onToggle(row)}
                                        slotProps={{
                                            input: {
                                                'aria-label': translate('app.userManagement.matrix.row', {
                                                    resource: resource.label,
                                                }),
                                            },
                                        }}
                                    />
                                    {resource.label}
                                </TableCell>
                                {category.actions.map(action => {
                                    const permission = permissionOf(resource.resource, action);
                                    return (
                                        <TableCell key={action} align="center" padding="checkbox">
                                            {resource.actions.includes(action) && (
                                                <Checkbox
                                                    size="small"
                                                    disabled={disabled}
                                                    checked={selected.has(permission)}
                                                    onChange={() => onToggle([permission])}
                                                    slotProps={{ input: { 'aria-label': permission } }}
                                                />
                                            )}
                                        </TableCell>
                                    );
                                })}
                            </TableRow>
                        );
                    })}
                </TableBody>
            </Table>
        </>
    );
};
