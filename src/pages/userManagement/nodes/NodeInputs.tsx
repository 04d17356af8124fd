import { Alert } from '@mui/material';
import { useEffect, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { BooleanInput, maxLength, regex, required, SelectInput, TextInput, useTranslate } from 'react-admin';
import type { NodeRecord, NodeType } from '../../../providers/adminCalls';
import { NODE_TYPES, validParents } from './nodeTree';

// The server's rules (server/src/services/node-service.ts), checked before sending.
const validateCode = [
    required(),
    maxLength(20),
    regex(/^[A-Za-z0-9][A-Za-z0-9_./-]*$/, 'app.userManagement.node.code_rule'),
];
const validateName = [required(), maxLength(120)];
const validatePhone = regex(/^\+?[0-9 ()-]{4,20}$/, 'app.userManagement.node.phone_rule');

/** Code, name, type, a parent of a kind that may hold this type, address, phone, active. */
export const NodeInputs = ({ nodes, selfId }: { nodes: readonly NodeRecord[]; selfId?: string }) => {
    const translate = useTranslate();
    const type = useWatch({ name: 'type' }) as NodeType;
    const parentId = useWatch({ name: 'parentId' }) as string | null;
    const { setValue } = useFormContext();
    const parents = useMemo(() => (type ? validParents(nodes, type, selfId) : []), [nodes, type, selfId]);
    const needsParent = type !== 'main-lab';
    useEffect(() => {
        // A parent that cannot hold the chosen type is dropped rather than sent.
        if (parentId && !parents.some(p => p.id === parentId)) setValue('parentId', null, { shouldDirty: true });
    }, [parentId, parents, setValue]);
    return (
        <>
            <TextInput source="code" validate={validateCode} />
            <TextInput source="name" validate={validateName} />
            <SelectInput
                source="type"
                validate={required()}
                choices={NODE_TYPES.map(id => ({ id, name: `app.userManagement.node.types.${id}` }))}
            />
            {needsParent &&
                (parents.length > 0 ? (
                    <SelectInput
                        source="parentId"
                        validate={required()}
                        choices={parents}
                        optionText={(p: NodeRecord) => `${p.name} (${p.code})`}
                        helperText="app.userManagement.node.parent_help"
                    />
                ) : (
                    <Alert severity="warning" sx={{ mb: 2 }}>
                        {translate('app.userManagement.node.parent_none')}
                    </Alert>
                ))}
            <TextInput source="address" multiline validate={maxLength(300)} />
            <TextInput source="phone" validate={validatePhone} />
            <BooleanInput source="isActive" />
        </>
    );
};
