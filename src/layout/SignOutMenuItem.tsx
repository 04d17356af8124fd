import Logout from '@mui/icons-material/Logout';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef } from 'react';
import { useLogout, useTranslate, useUserMenu } from 'react-admin';

/** Sign-out lands on /sign-in without a redirect back: the next person starts at home. */
export const SignOutMenuItem = forwardRef<HTMLLIElement>((_props, ref) => {
    const translate = useTranslate();
    const logout = useLogout();
    const userMenu = useUserMenu();
    return (
        <MenuItem
            ref={ref}
            onClick={() => {
                userMenu?.onClose();
                void logout({}, '/sign-in', false);
            }}
        >
            <ListItemIcon>
                <Logout fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={translate('app.auth.sign_out')} />
        </MenuItem>
    );
});
SignOutMenuItem.displayName = 'SignOutMenuItem';
