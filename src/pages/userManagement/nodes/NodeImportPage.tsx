import UploadFile from '@mui/icons-material/UploadFile';
import { Alert, Button, Card, CardContent, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ChangeEvent } from 'react';
import { Title, useDataProvider, useNotify, useTranslate, type HttpError } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import type { BulkNodeProblem } from '../../../providers/adminCalls';
import type { LabDataProvider } from '../../../providers/types';
import { NODES_PATH } from '../userManagementPaths';
import { NODE_CSV_COLUMNS, readNodeCsv } from './nodeCsv';
import { NodeImportPreview, type RowMessages } from './NodeImportPreview';

/**
 * /user-management/nodes/import: paste or upload a CSV, see its rows, create them all at once.
 * The server saves all or nothing; when it refuses, each row shows its own problems.
 */
export const NodeImportPage = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const navigate = useNavigate();
    const queryClient = useQueryClient();
    const dataProvider = useDataProvider<LabDataProvider>();
    const [text, setText] = useState('');
    const csv = useMemo(() => readNodeCsv(text), [text]);
    const mutation = useMutation({
        mutationFn: () => dataProvider.bulkCreateNodes(csv.rows.map(row => row.node)),
        onSuccess: async ({ count }) => {
            await queryClient.invalidateQueries({ queryKey: ['cluster'] });
            notify('app.userManagement.node_import.created', { type: 'success', messageArgs: { smart_count: count } });
            navigate(NODES_PATH);
        },
    });
    const failure = mutation.error as HttpError | null;
    const serverProblems: BulkNodeProblem[] = useMemo(
        () => (Array.isArray(failure?.body?.details) ? failure.body.details : []),
        [failure]
    );
    const messages: RowMessages = useMemo(() => {
        const map = new Map<number, string[]>();
        const add = (row: number, message: string) => map.set(row, [...(map.get(row) ?? []), message]);
        csv.rows.forEach(row => row.problems.forEach(p => add(row.row, translate(p.key, p.args))));
        serverProblems.forEach(p => p.row !== undefined && add(p.row, p.message));
        return map;
    }, [csv, serverProblems, translate]);
    // A problem the server did not tie to a row (too many rows, an empty list) is shown above the table.
    const general = serverProblems.filter(p => p.row === undefined).map(p => p.message);
    const change = (next: string) => {
        setText(next);
        mutation.reset();
    };
    const upload = async (event: ChangeEvent<HTMLInputElement>) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (file) change(await file.text());
    };
    const localProblems = csv.problems.length > 0 || csv.rows.some(row => row.problems.length > 0);
    return (
        <Card sx={{ mt: 2 }}>
            <Title title={translate('app.userManagement.node_import.title')} />
            <CardContent>
                <Stack spacing={2}>
                    <Typography variant="h6" component="h1">
                        {translate('app.userManagement.node_import.title')}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                        {translate('app.userManagement.node_import.help', { columns: NODE_CSV_COLUMNS.join(', ') })}
                    </Typography>
                    <TextField
                        label={translate('app.userManagement.node_import.paste')}
                        multiline
                        minRows={6}
                        maxRows={16}
                        value={text}
                        onChange={event => change(event.target.value)}
                        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
                    />
                    <Stack direction="row" spacing={1}>
                        <Button component="label" startIcon={<UploadFile />}>
                            {translate('app.userManagement.node_import.upload')}
                            <input hidden type="file" accept=".csv,text/csv" onChange={upload} />
                        </Button>
                        <Button component={Link} to={NODES_PATH}>
                            {translate('app.userManagement.node_import.back')}
                        </Button>
                    </Stack>
                    {csv.problems.map(p => (
                        <Alert key={p.key + JSON.stringify(p.args)} severity="error">
                            {translate(p.key, p.args)}
                        </Alert>
                    ))}
                    {failure && (
                        <Alert severity="error" role="alert">
                            {failure.body?.error ?? translate(failure.message, { _: failure.message })}
                            {serverProblems.some(p => p.row !== undefined) &&
                                ` ${translate('app.userManagement.node_import.rows_with_problems')}`}
                            {general.map(message => (
                                <div key={message}>{message}</div>
                            ))}
                        </Alert>
                    )}
                    {csv.rows.length > 0 && (
                        <>
                            <Typography variant="subtitle1">
                                {translate('app.userManagement.node_import.preview', { smart_count: csv.rows.length })}
                            </Typography>
                            <NodeImportPreview rows={csv.rows} messages={messages} />
                        </>
                    )}
                    {mutation.isPending && <LinearProgress />}
                    <Stack direction="row">
                        <Button
                            variant="contained"
                            disabled={csv.rows.length === 0 || localProblems || mutation.isPending}
                            onClick={() => mutation.mutate()}
                        >
                            {translate('app.userManagement.node_import.submit', { smart_count: csv.rows.length })}
                        </Button>
                    </Stack>
                </Stack>
            </CardContent>
        </Card>
    );
};
