// Account menu (spec 1 §1): Account Details (/account), Admin Controls (/admin, admins only: the
// drawer hides it, spec 3 §2) and Logout.
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import AccountIcon from '@mui/icons-material/AccountCircle';
import AdminIcon from '@mui/icons-material/AdminPanelSettings';
import { Logout, UserMenu, useGetIdentity, useTranslate, useUserMenu } from 'react-admin';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Allowed } from '../components/access';

function LinkItem({ to, icon, label }: { to: string; icon: ReactNode; label: string }) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem component={Link} to={to} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{translate(label)}</ListItemText>
    </MenuItem>
  );
}

export function AppUserMenu() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  // react-admin names the button 'Profile' while it shows the user's name: a speech user saying
  // the name would miss it (label-content-name-mismatch). UserMenu translates its label with the
  // label itself as the fallback, so a finished sentence passes through unchanged.
  const label = identity?.fullName ? translate('shell.menu.profile', { name: identity.fullName }) : 'ra.auth.user_menu';
  return (
    <UserMenu label={label}>
      <LinkItem to="/account" icon={<AccountIcon fontSize="small" />} label="shell.menu.accountDetails" />
      <Allowed resource="adminTools" action="use">
        <LinkItem to="/admin" icon={<AdminIcon fontSize="small" />} label="shell.routes.admin" />
      </Allowed>
      {/* No redirectTo: the auth provider sends the user to /auth with the way back to this page. */}
      <Logout />
    </UserMenu>
  );
}
