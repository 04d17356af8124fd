import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { ListItemIcon, ListItemText, MenuItem, Tooltip } from '@mui/material';

interface Props {
    label: string;
    expanded: boolean;
    sidebarOpen: boolean;
    onToggle: () => void;
}

/** A group's heading in the sidebar: folds or unfolds the group's links (Enter, Space or a click). */
export const MenuGroupToggle = ({ label, expanded, sidebarOpen, onToggle }: Props) => {
    const Icon = expanded ? ExpandLess : ExpandMore;
    const item = (
        <MenuItem
            aria-expanded={expanded}
            aria-label={sidebarOpen ? undefined : label}
            onClick={onToggle}
            dense
            sx={{ mt: 1, color: 'text.secondary' }}
        >
            {sidebarOpen ? (
                <ListItemText primary={label} slotProps={{ primary: { variant: 'overline', sx: { lineHeight: 2 } } }} />
            ) : (
                <ListItemIcon>
                    <Icon fontSize="small" />
                </ListItemIcon>
            )}
            {sidebarOpen && <Icon fontSize="small" />}
        </MenuItem>
    );
    return sidebarOpen ? (
        item
    ) : (
        <Tooltip title={label} placement="right">
            {item}
        </Tooltip>
    );
};
