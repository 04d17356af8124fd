import ExpandMore from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useEditorSnapshot } from '../../theme/editorStore';
import { COLOR_GROUPS } from '../../theme/tokenGroups';
import { ColorField } from './ColorField';

/** The colour tokens of the mode being edited, grouped as tweakcn groups them. */
export const ColorControls = () => {
    const translate = useTranslate();
    const { styles, currentMode } = useEditorSnapshot().themeState;
    const set = styles[currentMode];
    return (
        <div>
            {COLOR_GROUPS.map((group, index) => (
                <Accordion key={group.key} defaultExpanded={index === 0} disableGutters>
                    <AccordionSummary expandIcon={<ExpandMore />}>
                        <Typography variant="subtitle2">{translate(`app.theme.groups.${group.key}`)}</Typography>
                    </AccordionSummary>
                    <AccordionDetails>
                        <Stack spacing={1}>
                            {group.tokens.map(token => (
                                <ColorField key={token} token={token} value={set[token] ?? ''} />
                            ))}
                        </Stack>
                    </AccordionDetails>
                </Accordion>
            ))}
        </div>
    );
};
