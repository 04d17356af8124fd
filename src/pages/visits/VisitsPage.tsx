import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../errors/NotFoundPage';
import { guarded } from '../userManagement/guarded';
import { VisitCreate } from './create/VisitCreate';
import { VisitList } from './list/VisitList';
import { VisitShow } from './show/VisitShow';
import { VISIT_PATH } from './visitPaths';

/** /visit/* (spec §2): the list, the bill of a new visit, and a visit's page. */
export const VisitsPage = () => (
    <Routes>
        <Route index element={guarded('visit', 'list', <VisitList />)} />
        <Route path="new" element={guarded('visit', 'create', <VisitCreate />)} />
        <Route path=":visitId" element={guarded('visit', 'show', <VisitShow />)} />
        <Route path="*" element={<NotFoundPage />} />
    </Routes>
);

VisitsPage.path = VISIT_PATH;
