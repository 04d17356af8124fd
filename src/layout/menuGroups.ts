/**
 * The sidebar's groups, in the order a laboratory works. Schema resources join the group their
 * form config names (`menuGroup`); a group with nothing the member may open is not shown.
 */
export const MENU_GROUPS = [
    'Home',
    'Front desk',
    'Laboratory',
    'Statistics',
    'Documents & e-mail',
    'Catalogue',
    'Masters',
    'Administration',
] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

/** Groups shown folded until the member opens them (the choice is remembered). */
export const FOLDED_GROUPS: readonly MenuGroup[] = ['Masters'];
