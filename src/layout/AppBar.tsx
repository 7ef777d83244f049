// App bar (spec 1 §1): page title, welcome header with the business title and the business
// selector, and the account menu.
import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import { AppBar as RaAppBar, LoadingIndicator, TitlePortal, useTranslate } from 'react-admin';
import { AppUserMenu } from './AppUserMenu';
import { BusinessHeader } from './BusinessHeader';

// react-admin's indicator passes other props to the spinner it shows while anything loads, but its
// type does not say so; without a name, a screen that refetches in the background was an axe
// 'aria-progressbar-name' fault (a spinner no screen reader can name).
const NamedLoadingIndicator = LoadingIndicator as ComponentType<{ 'aria-label': string }>;

export function AppBar() {
  const translate = useTranslate();
  return (
    <RaAppBar userMenu={<AppUserMenu />} color="primary" toolbar={<NamedLoadingIndicator aria-label={translate('ra.page.loading')} />}>
      <Box sx={{ display: { xs: 'none', md: 'block' }, flex: 1, minWidth: 0 }}>
        <TitlePortal />
      </Box>
      <BusinessHeader />
    </RaAppBar>
  );
}
