import type { ComponentType } from 'react';
import { Menu, useCanAccess, useTranslate } from 'react-admin';

export interface UserManagementMenuEntry {
    path: string;
    label: string;
    resource: string;
    action: string;
    Icon: ComponentType;
}

/** One administration link, shown only when the user may `<resource>.<action>`. */
export const UserManagementMenuItem = ({ entry }: { entry: UserManagementMenuEntry }) => {
    const translate = useTranslate();
    const { canAccess } = useCanAccess({ resource: entry.resource, action: entry.action });
    if (!canAccess) return null;
    const { Icon } = entry;
    return <Menu.Item to={entry.path} primaryText={translate(entry.label)} leftIcon={<Icon />} />;
};
