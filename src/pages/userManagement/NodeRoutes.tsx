import { Route, Routes } from 'react-router-dom';
import { guarded } from './guarded';
import { NodeImportPage } from './nodes/NodeImportPage';
import { NodeTreePage } from './nodes/NodeTreePage';

/** /user-management/nodes/* — the laboratory's sites, and their import from a CSV. */
export const NodeRoutes = () => (
    <Routes>
        <Route index element={guarded('cluster', 'list', <NodeTreePage />)} />
        <Route path="import" element={guarded('cluster', 'create', <NodeImportPage />)} />
    </Routes>
);
