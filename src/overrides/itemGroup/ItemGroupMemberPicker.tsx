import { Autocomplete, Chip, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useGetList, useRecordContext, useTranslate } from 'react-admin';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { type MemberDraft, pickableMembers } from './groupMembers';

const PAGE = { page: 1, perPage: 15 };
const BY_NAME = { field: 'name', order: 'ASC' as const };

/** Search analytes and groups by code or name; picking one adds it to the end of the list. */
export const ItemGroupMemberPicker = ({
    members,
    onPick,
}: {
    members: MemberDraft[];
    onPick: (member: MemberDraft) => void;
}) => {
    const translate = useTranslate();
    const record = useRecordContext();
    const [text, setText] = useState('');
    const q = useDebouncedValue(text.trim());
    const filter = q ? { q } : {};
    const analytes = useGetList('analyte', { filter, pagination: PAGE, sort: BY_NAME });
    const groups = useGetList('itemGroup', { filter, pagination: PAGE, sort: BY_NAME });
    const options = useMemo(
        () =>
            pickableMembers(
                [
                    ...(analytes.data ?? []).map(a => ({ ...a, kind: 'analyte' as const })),
                    ...(groups.data ?? []).map(g => ({ ...g, kind: 'group' as const })),
                ],
                members,
                record?.id
            ),
        [analytes.data, groups.data, members, record?.id]
    );
    return (
        <Autocomplete<MemberDraft, false, false, false>
            options={options}
            filterOptions={found => found}
            getOptionLabel={option => `${option.code} – ${option.name}`}
            getOptionKey={option => `${option.kind}:${String(option.id)}`}
            value={null}
            inputValue={text}
            onInputChange={(_event, value, reason) => reason !== 'reset' && setText(value)}
            onChange={(_event, option) => {
                if (!option) return;
                onPick(option);
                setText('');
            }}
            autoHighlight
            blurOnSelect={false}
            clearOnBlur={false}
            loading={analytes.isFetching || groups.isFetching}
            noOptionsText={translate('app.item_group.no_match')}
            renderOption={({ key, ...props }, option) => (
                <li key={key} {...props}>
                    <Chip size="small" label={translate(`app.item_group.kind_${option.kind}`)} sx={{ mr: 1 }} />
                    <Typography component="span" sx={{ fontWeight: 600, mr: 1 }}>
                        {option.code}
                    </Typography>
                    {option.name}
                </li>
            )}
            renderInput={params => (
                <TextField {...params} label={translate('app.item_group.add_member')} margin="dense" />
            )}
            sx={{ maxWidth: 560 }}
        />
    );
};
