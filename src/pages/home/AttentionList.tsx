import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { sampleVisitPath } from '../sampleManagement/sampleManagementPaths';
import { FigureLines } from './FigureLines';

/** How many the home screen names; the figure links to all of them. */
export const SHOWN = 3;

interface Entry {
    key: string;
    visitId: string;
    visitCode: string;
    primary: string;
    secondary: string;
}

/** The results that need someone first, each opening its visit's samples and results. */
export const AttentionList = ({ entries }: { entries: Entry[] }) => (
    <FigureLines
        lines={entries.map(entry => ({
            key: entry.key,
            primary: (
                <>
                    <Link component={RouterLink} to={sampleVisitPath(entry.visitId)}>
                        {entry.visitCode}
                    </Link>{' '}
                    {entry.primary}
                </>
            ),
            secondary: entry.secondary,
        }))}
    />
);
