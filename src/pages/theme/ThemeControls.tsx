import { Paper, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ColorControls } from './ColorControls';
import { ContrastPanel } from './ContrastPanel';
import { OtherControls } from './OtherControls';
import { TypographyControls } from './TypographyControls';

const TABS = { colors: ColorControls, typography: TypographyControls, other: OtherControls, contrast: ContrastPanel };
type TabKey = keyof typeof TABS;

/** The editor's controls: colours, typography, other (radius, spacing, shadows, HSL) and contrast. */
export const ThemeControls = () => {
    const translate = useTranslate();
    const [tab, setTab] = useState<TabKey>('colors');
    const Panel = TABS[tab];
    return (
        <Paper variant="outlined" sx={{ maxHeight: { md: 'calc(100vh - 200px)' }, overflow: 'auto' }}>
            <Tabs value={tab} onChange={(_e, v: TabKey) => setTab(v)} variant="scrollable" allowScrollButtonsMobile>
                {(Object.keys(TABS) as TabKey[]).map(key => (
                    <Tab key={key} value={key} label={translate(`app.theme.tabs.${key}`)} />
                ))}
            </Tabs>
            <Panel />
        </Paper>
    );
};
