import { useCallback } from 'react';
import { useFormConfig } from '../../builders/FormConfigContext';
import { validateRecord } from '../../builders/schemaValidation';
import { type MemberDraft, membersPayload } from './groupMembers';

/** The body of the POST or PUT: members as kind and id, in the order on screen. */
export const itemGroupPayload = (values: Record<string, unknown>) => ({
    ...values,
    members: membersPayload(values.members as MemberDraft[] | undefined),
});

export const useItemGroupForm = (mode: 'create' | 'update') => {
    const config = useFormConfig();
    const validate = useCallback(
        (values: Record<string, unknown>) => validateRecord(config, itemGroupPayload(values), mode),
        [config, mode]
    );
    return { validate, transform: itemGroupPayload };
};
