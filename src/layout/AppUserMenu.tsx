// Account menu (spec 1 §1): Account Details (/account) and Logout.
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import AccountIcon from '@mui/icons-material/AccountCircle';
import { Logout, UserMenu, useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router';

function AccountDetailsItem() {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem component={Link} to="/account" onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <AccountIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('shell.menu.accountDetails')}</ListItemText>
    </MenuItem>
  );
}

export function AppUserMenu() {
  return (
    <UserMenu>
      <AccountDetailsItem />
      <Logout redirectTo="/auth" />
    </UserMenu>
  );
}
