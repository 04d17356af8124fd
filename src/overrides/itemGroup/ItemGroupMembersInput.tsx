import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Alert, Box, Chip, IconButton, List, ListItem, Typography } from '@mui/material';
import type { KeyboardEvent } from 'react';
import { useTranslate, ValidationError, type ValidationErrorMessage } from 'react-admin';
import { type FieldError, useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { type MemberDraft, moveTarget } from './groupMembers';
import { ItemGroupMemberPicker } from './ItemGroupMemberPicker';

type MemberErrors = (FieldError | undefined)[] & { root?: FieldError; message?: unknown };

/** The analytes and groups of a panel or package, in report order: add, reorder (Alt+↑/↓), remove. */
export const ItemGroupMembersInput = () => {
    const translate = useTranslate();
    const { fields, append, move, remove } = useFieldArray({ name: 'members' });
    const members = (useWatch({ name: 'members' }) ?? []) as MemberDraft[];
    const { errors } = useFormState({ name: 'members' });
    const memberErrors = errors.members as MemberErrors | undefined;
    const listError =
        memberErrors?.root?.message ?? (typeof memberErrors?.message === 'string' ? memberErrors.message : undefined);
    const shift = (index: number, by: -1 | 1) => {
        const to = moveTarget(index, by, fields.length);
        if (to !== null) move(index, to);
    };
    const onKeyDown = (index: number) => (event: KeyboardEvent) => {
        if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
        event.preventDefault();
        shift(index, event.key === 'ArrowUp' ? -1 : 1);
    };

    return (
        <Box component="section" aria-labelledby="members-title" sx={{ width: '100%', mb: 2 }}>
            <Typography id="members-title" variant="subtitle2" component="h2" color="text.secondary">
                {translate('resources.itemGroup.fields.members')} ({fields.length})
            </Typography>
            <ItemGroupMemberPicker members={members} onPick={member => append(member, { shouldFocus: false })} />
            {fields.length === 0 && (
                <Typography color="text.secondary">{translate('app.item_group.no_members')}</Typography>
            )}
            <List dense aria-labelledby="members-title" data-testid="group-members">
                {fields.map((field, index) => {
                    const member = members[index] ?? (field as unknown as MemberDraft);
                    const error = memberErrors?.[index]?.message as ValidationErrorMessage | undefined;
                    return (
                        <ListItem
                            key={field.id}
                            tabIndex={0}
                            onKeyDown={onKeyDown(index)}
                            divider
                            sx={{
                                flexWrap: 'wrap',
                                '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
                            }}
                            secondaryAction={
                                <>
                                    <IconButton
                                        size="small"
                                        onClick={() => shift(index, -1)}
                                        disabled={index === 0}
                                        aria-label={translate('app.item_group.move_up', { code: member.code })}
                                    >
                                        <ArrowUpward fontSize="small" />
                                    </IconButton>
                                    <IconButton
                                        size="small"
                                        onClick={() => shift(index, 1)}
                                        disabled={index === fields.length - 1}
                                        aria-label={translate('app.item_group.move_down', { code: member.code })}
                                    >
                                        <ArrowDownward fontSize="small" />
                                    </IconButton>
                                    <IconButton
                                        size="small"
                                        onClick={() => remove(index)}
                                        aria-label={translate('app.item_group.remove_member', { code: member.code })}
                                    >
                                        <DeleteOutline fontSize="small" />
                                    </IconButton>
                                </>
                            }
                        >
                            <Typography sx={{ width: 32, color: 'text.secondary' }}>{index + 1}</Typography>
                            <Chip size="small" label={translate(`app.item_group.kind_${member.kind}`)} sx={{ mr: 1 }} />
                            <Typography sx={{ fontWeight: 600, mr: 1 }}>{member.code}</Typography>
                            <Typography>{member.name}</Typography>
                            {error && (
                                <Typography variant="caption" color="error" role="alert" sx={{ width: '100%', pl: 4 }}>
                                    <ValidationError error={error} />
                                </Typography>
                            )}
                        </ListItem>
                    );
                })}
            </List>
            {listError && (
                <Alert severity="error">
                    <ValidationError error={listError as ValidationErrorMessage} />
                </Alert>
            )}
        </Box>
    );
};
