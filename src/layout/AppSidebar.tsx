import { useMediaQuery, type Theme } from '@mui/material';
import { useEffect, useState } from 'react';
import { Sidebar, type SidebarProps, useSidebarState } from 'react-admin';

/**
 * react-admin's sidebar, except that on a phone-sized screen the menu never opens by itself. There it is a
 * modal drawer that covers the page and hides it from assistive technology, and its open state is the one
 * remembered from the desktop: so when the window narrows to a phone's width (or the app starts at it) with
 * the menu open, the drawer is kept shut from its very first render and the remembered state is closed.
 * (Opening the drawer and closing it straight after can leave the page hidden.) The menu button opens it.
 */
export const AppSidebar = (props: SidebarProps) => {
    const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const [open, setOpen] = useSidebarState();
    const [wasSmall, setWasSmall] = useState(small);
    const [shut, setShut] = useState(small && open);
    if (small !== wasSmall) {
        // Adjusted while rendering, so the drawer's first render already has it shut.
        setWasSmall(small);
        setShut(small && open);
    }
    // Once the remembered state is closed, the drawer needs no holding shut any more.
    if (shut && !open) setShut(false);
    useEffect(() => {
        if (shut) setOpen(false);
    }, [shut, setOpen]);
    // Sidebar hands its other props to the drawer after its own `open`, so this one wins.
    return <Sidebar {...props} {...(small ? { open: open && !shut } : {})} />;
};
