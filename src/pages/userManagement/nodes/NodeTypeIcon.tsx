import Apartment from '@mui/icons-material/Apartment';
import Bloodtype from '@mui/icons-material/Bloodtype';
import Science from '@mui/icons-material/Science';
import { Box, Tooltip, type SvgIconProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { NodeType } from '../../../providers/adminCalls';

const ICONS = { 'main-lab': Science, branch: Apartment, 'collection-centre': Bloodtype } as const;

/** The picture of a kind of site, named for screen readers and on hover. */
export const NodeTypeIcon = ({ type, color }: { type: NodeType; color?: SvgIconProps['color'] }) => {
    const translate = useTranslate();
    const Icon = ICONS[type] ?? Apartment;
    const name = translate(`app.userManagement.node.types.${type}`);
    return (
        <Tooltip title={name}>
            <Box component="span" role="img" aria-label={name} sx={{ display: 'inline-flex' }}>
                <Icon color={color} aria-hidden />
            </Box>
        </Tooltip>
    );
};
