import { Alert, Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, SaveButton, useDataProvider, useNotify, useTranslate, type HttpError } from 'react-admin';
import type { NodeRecord } from '../../../providers/adminCalls';
import type { LabDataProvider } from '../../../providers/types';
import { nodeBody, nodeChange } from '../adminBodies';
import { childTypeOf } from './nodeTree';
import { NodeInputs } from './NodeInputs';

/** What the dialog is for: a new node (maybe under a parent), or changing one. */
export type NodeDialogState = { mode: 'create'; parent?: NodeRecord } | { mode: 'edit'; node: NodeRecord };

const defaultsOf = (state: NodeDialogState) =>
    state.mode === 'edit'
        ? state.node
        : state.parent
          ? { type: childTypeOf(state.parent.type), parentId: state.parent.id, isActive: true }
          : { type: 'main-lab', parentId: null, isActive: true };

/** Creates (POST an array of one node) or changes (PUT with its version) a node; a field problem shows beside its input. */
export const NodeDialog = ({
    state,
    nodes,
    onClose,
}: {
    state: NodeDialogState;
    nodes: readonly NodeRecord[];
    onClose: () => void;
}) => {
    const translate = useTranslate();
    const notify = useNotify();
    const queryClient = useQueryClient();
    const dataProvider = useDataProvider<LabDataProvider>();
    const [error, setError] = useState<string>();
    const editing = state.mode === 'edit' ? state.node : undefined;
    const save = async (values: Record<string, unknown>) => {
        setError(undefined);
        try {
            if (editing) {
                await dataProvider.update('cluster', {
                    id: editing.id,
                    data: nodeChange(values, editing),
                    previousData: editing,
                });
            } else {
                await dataProvider.createNode(nodeBody(values));
            }
        } catch (failure) {
            const fieldErrors = (failure as HttpError).body?.errors;
            if (fieldErrors && Object.keys(fieldErrors).length > 0) return fieldErrors;
            const message = (failure as Error).message || 'ra.notification.http_error';
            setError(translate(message, { _: message }));
            return undefined;
        }
        notify('app.userManagement.node.saved', { type: 'success' });
        onClose();
        await queryClient.invalidateQueries({ queryKey: ['cluster'] });
        return undefined;
    };
    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="node-dialog-title">
            <Form record={defaultsOf(state)} onSubmit={save}>
                <DialogTitle id="node-dialog-title">
                    {editing
                        ? translate('app.userManagement.node.edit_title', { name: editing.name })
                        : translate('app.userManagement.node.create_title')}
                </DialogTitle>
                <DialogContent>
                    <NodeInputs nodes={nodes} selfId={editing ? String(editing.id) : undefined} />
                    {error && (
                        <Alert severity="error" role="alert">
                            {error}
                        </Alert>
                    )}
                </DialogContent>
                <DialogActions>
                    <MuiButton onClick={onClose}>{translate('ra.action.cancel')}</MuiButton>
                    <SaveButton alwaysEnable />
                </DialogActions>
            </Form>
        </Dialog>
    );
};
