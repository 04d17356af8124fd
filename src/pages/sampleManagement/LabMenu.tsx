import Biotech from '@mui/icons-material/Biotech';
import Bloodtype from '@mui/icons-material/Bloodtype';
import Science from '@mui/icons-material/Science';
import type { ComponentType } from 'react';
import { Menu, usePermissions, useTranslate } from 'react-admin';
import { usePreloadOnIntent } from '../../layout/usePreloadOnIntent';
import { type AccessRequest, canAccess } from '../../providers/canAccess';
import type { LabPermissions } from '../../providers/types';
import { PAGES } from '../../registry/screens';
import { IN_PROGRESS_SAMPLES_PATH, LAB_WORKLIST_PATH, PHLEBO_QUEUE_PATH } from './sampleManagementPaths';

interface LabMenuEntry {
    path: string;
    label: string;
    /** Shown to whom may do any of these. */
    anyOf: AccessRequest[];
    Icon: ComponentType;
    preload: () => unknown;
}

const ENTRIES: readonly LabMenuEntry[] = [
    {
        path: PHLEBO_QUEUE_PATH,
        label: 'app.lab.menu.queue',
        anyOf: [{ resource: 'sample', action: 'collect' }, { resource: 'sample', action: 'submit' }],
        Icon: Bloodtype,
        preload: () => PAGES.phleboQueue.preload(),
    },
    {
        path: IN_PROGRESS_SAMPLES_PATH,
        label: 'app.lab.menu.in_progress',
        anyOf: [{ resource: 'sample', action: 'receive' }, { resource: 'sample', action: 'reject' }],
        Icon: Science,
        preload: () => PAGES.inProgressSamples.preload(),
    },
    {
        path: LAB_WORKLIST_PATH,
        label: 'app.lab.menu.worklist',
        anyOf: [{ resource: 'result', action: 'list' }],
        Icon: Biotech,
        preload: () => PAGES.labWorklist.preload(),
    },
];

const LabMenuItem = ({ entry }: { entry: LabMenuEntry }) => {
    const translate = useTranslate();
    const intent = usePreloadOnIntent(entry.preload);
    const { Icon } = entry;
    return <Menu.Item to={entry.path} primaryText={translate(entry.label)} leftIcon={<Icon />} {...intent} />;
};

/** The laboratory's screens in the sidebar: the queue for phlebotomists, the bench for technicians and pathologists. */
export const LabMenu = () => {
    const { permissions } = usePermissions<LabPermissions | null>();
    return (
        <>
            {ENTRIES.filter(entry => entry.anyOf.some(request => canAccess(permissions, request))).map(entry => (
                <LabMenuItem key={entry.path} entry={entry} />
            ))}
        </>
    );
};
