import Add from '@mui/icons-material/Add';
import Search from '@mui/icons-material/Search';
import UnfoldLess from '@mui/icons-material/UnfoldLess';
import UnfoldMore from '@mui/icons-material/UnfoldMore';
import UploadFile from '@mui/icons-material/UploadFile';
import {
    Box,
    Button,
    Card,
    CardContent,
    InputAdornment,
    LinearProgress,
    Stack,
    TextField,
    Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { Title, useCanAccess, useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { NodeRecord } from '../../../providers/adminCalls';
import { NODE_IMPORT_PATH } from '../userManagementPaths';
import { NodeDialog, type NodeDialogState } from './NodeDialog';
import { buildTree, filterTree, parentIds } from './nodeTree';
import { NodeTreeItem, type NodeTreeActions } from './NodeTreeItem';
import { useCollapsed } from './useCollapsed';

/** /user-management/nodes: the laboratory's sites as a tree (main laboratory → branches → collection centres). */
export const NodeTreePage = () => {
    const translate = useTranslate();
    const [q, setQ] = useState('');
    const [dialog, setDialog] = useState<NodeDialogState>();
    const { canAccess: canCreate } = useCanAccess({ resource: 'cluster', action: 'create' });
    const { canAccess: canEdit } = useCanAccess({ resource: 'cluster', action: 'edit' });
    const { canAccess: canDelete } = useCanAccess({ resource: 'cluster', action: 'delete' });
    // The contract's way to read the whole tree: one page of up to 1000 nodes, nested here.
    const { data: nodes = [], isPending } = useGetList<NodeRecord>('cluster', {
        pagination: { page: 1, perPage: 1000 },
        sort: { field: 'name', order: 'ASC' },
    });
    const tree = useMemo(() => buildTree(nodes), [nodes]);
    const shown = useMemo(() => filterTree(tree, q), [tree, q]);
    const collapsed = useCollapsed();
    const searching = q.trim() !== '';
    const actions: NodeTreeActions = {
        // While searching every match is shown where it sits.
        isCollapsed: id => !searching && collapsed.has(id),
        toggle: collapsed.toggle,
        onAdd: canCreate ? parent => setDialog({ mode: 'create', parent }) : undefined,
        onEdit: canEdit ? node => setDialog({ mode: 'edit', node }) : undefined,
        canDelete: Boolean(canDelete),
    };
    return (
        <Card sx={{ mt: 2 }}>
            <Title title={translate('app.userManagement.nodes')} />
            <CardContent>
                <Stack
                    direction={{ xs: 'column', md: 'row' }}
                    spacing={1}
                    alignItems={{ md: 'center' }}
                    sx={{ mb: 2, '& .MuiButton-root': { whiteSpace: 'nowrap' } }}
                >
                    <TextField
                        size="small"
                        type="search"
                        label={translate('app.userManagement.node.search')}
                        value={q}
                        onChange={event => setQ(event.target.value)}
                        slotProps={{
                            input: {
                                startAdornment: (
                                    <InputAdornment position="start">
                                        <Search />
                                    </InputAdornment>
                                ),
                            },
                        }}
                    />
                    <Button startIcon={<UnfoldMore />} onClick={collapsed.clear} disabled={searching}>
                        {translate('app.userManagement.node.expand_all')}
                    </Button>
                    <Button
                        startIcon={<UnfoldLess />}
                        onClick={() => collapsed.set(parentIds(tree))}
                        disabled={searching}
                    >
                        {translate('app.userManagement.node.collapse_all')}
                    </Button>
                    <Box sx={{ flex: 1 }} />
                    {canCreate && (
                        <>
                            <Button component={Link} to={NODE_IMPORT_PATH} startIcon={<UploadFile />}>
                                {translate('app.userManagement.node.import')}
                            </Button>
                            <Button
                                variant="contained"
                                startIcon={<Add />}
                                onClick={() => setDialog({ mode: 'create' })}
                            >
                                {translate('app.userManagement.node.add')}
                            </Button>
                        </>
                    )}
                </Stack>
                {isPending && <LinearProgress />}
                {!isPending && shown.length === 0 && (
                    <Typography color="text.secondary" sx={{ py: 2 }}>
                        {searching
                            ? translate('app.userManagement.node.no_match', { q })
                            : translate('app.userManagement.node.none')}
                    </Typography>
                )}
                <Box component="ul" aria-label={translate('app.userManagement.node.tree')} sx={{ m: 0, p: 0 }}>
                    {shown.map(branch => (
                        <NodeTreeItem key={branch.node.id} branch={branch} level={0} actions={actions} />
                    ))}
                </Box>
            </CardContent>
            {dialog && <NodeDialog state={dialog} nodes={nodes} onClose={() => setDialog(undefined)} />}
        </Card>
    );
};
