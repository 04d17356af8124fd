import Add from '@mui/icons-material/Add';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Edit from '@mui/icons-material/Edit';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Box, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { NodeRecord } from '../../../providers/adminCalls';
import { ConfirmDeleteButton } from '../ConfirmDeleteButton';
import type { NodeBranch } from './nodeTree';
import { NodeTypeIcon } from './NodeTypeIcon';

export interface NodeTreeActions {
    isCollapsed: (id: string) => boolean;
    toggle: (id: string) => void;
    /** absent when the user may not do it */
    onAdd?: (parent: NodeRecord) => void;
    onEdit?: (node: NodeRecord) => void;
    canDelete: boolean;
}

/** One site with its sub-sites: expand/collapse, type icon, name, code, active or not, and what may be done to it. */
export const NodeTreeItem = ({
    branch,
    level,
    actions,
}: {
    branch: NodeBranch;
    level: number;
    actions: NodeTreeActions;
}) => {
    const translate = useTranslate();
    const { node, children } = branch;
    const id = String(node.id);
    const open = children.length > 0 && !actions.isCollapsed(id);
    const t = (key: string) => translate(`app.userManagement.node.${key}`, { name: node.name });
    return (
        <Box component="li" data-testid={`node-${node.code}`} sx={{ listStyle: 'none' }}>
            <Stack
                direction="row"
                alignItems="center"
                spacing={1}
                sx={{
                    pl: level * 3,
                    py: 0.5,
                    borderBottom: 1,
                    borderColor: 'divider',
                    opacity: node.isActive ? 1 : 0.6,
                }}
            >
                {children.length > 0 ? (
                    <IconButton
                        size="small"
                        aria-expanded={open}
                        aria-controls={`node-children-${id}`}
                        aria-label={open ? t('collapse') : t('expand')}
                        onClick={() => actions.toggle(id)}
                    >
                        {open ? <ExpandMore /> : <ChevronRight />}
                    </IconButton>
                ) : (
                    <Box sx={{ width: 34 }} />
                )}
                <NodeTypeIcon type={node.type} color={node.type === 'main-lab' ? 'primary' : 'action'} />
                <Typography component="span" fontWeight={node.type === 'collection-centre' ? 400 : 600}>
                    {node.name}
                </Typography>
                <Chip size="small" variant="outlined" label={node.code} />
                {!node.isActive && (
                    <Chip size="small" color="warning" label={translate('app.userManagement.node.inactive')} />
                )}
                {!open && children.length > 0 && (
                    <Typography variant="caption" color="text.secondary">
                        ({children.length})
                    </Typography>
                )}
                <Box sx={{ flex: 1 }} />
                {actions.onAdd && node.type !== 'collection-centre' && (
                    <Tooltip title={t('add_under')}>
                        <IconButton size="small" aria-label={t('add_under')} onClick={() => actions.onAdd!(node)}>
                            <Add fontSize="small" />
                        </IconButton>
                    </Tooltip>
                )}
                {actions.onEdit && (
                    <Tooltip title={t('edit')}>
                        <IconButton size="small" aria-label={t('edit')} onClick={() => actions.onEdit!(node)}>
                            <Edit fontSize="small" />
                        </IconButton>
                    </Tooltip>
                )}
                {actions.canDelete && (
                    <ConfirmDeleteButton
                        resource="cluster"
                        record={node}
                        name={n => n.name}
                        done="app.userManagement.node.deleted"
                    />
                )}
            </Stack>
            {open && (
                <Box component="ul" id={`node-children-${id}`} sx={{ m: 0, p: 0 }}>
                    {children.map(child => (
                        <NodeTreeItem key={child.node.id} branch={child} level={level + 1} actions={actions} />
                    ))}
                </Box>
            )}
        </Box>
    );
};
