import { TablePagination } from '@mui/material';

interface Props {
    count: number;
    page: number;
    perPage: number;
    setPage: (page: number) => void;
    setPerPage: (perPage: number) => void;
}

/** The pager under the lab's tables (in-progress samples, worklist): 25, 50 or 100 rows; a new size starts again at page one. */
export const LabTablePagination = ({ count, page, perPage, setPage, setPerPage }: Props) => (
    <TablePagination
        component="div"
        count={count}
        page={page}
        rowsPerPage={perPage}
        rowsPerPageOptions={[25, 50, 100]}
        onPageChange={(_, next) => setPage(next)}
        onRowsPerPageChange={event => {
            setPerPage(Number(event.target.value));
            setPage(0);
        }}
    />
);
