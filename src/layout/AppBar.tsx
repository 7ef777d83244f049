// App bar (spec 1 §1): page title, welcome header with the business title and the business
// selector, and the account menu.
import Box from '@mui/material/Box';
import { AppBar as RaAppBar, TitlePortal } from 'react-admin';
import { AppUserMenu } from './AppUserMenu';
import { BusinessHeader } from './BusinessHeader';

export function AppBar() {
  return (
    <RaAppBar userMenu={<AppUserMenu />} color="primary">
      <Box sx={{ display: { xs: 'none', md: 'block' }, flex: 1, minWidth: 0 }}>
        <TitlePortal />
      </Box>
      <BusinessHeader />
    </RaAppBar>
  );
}
