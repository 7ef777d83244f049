// Theme (spec 1 §9): primary red, accent blue; drawer 240 px; mobile breakpoint 960 px (MUI md).
// The layout switches to the phone layout at that one width: the app bar and menu items by
// react-admin's `md` queries, the drawer by ResponsiveSidebar, which the theme gives <Layout>.
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { blue, red } from '@mui/material/colors';
import { ResponsiveSidebar } from './components/ResponsiveSidebar';

export const DRAWER_WIDTH = 240;
/** Below this width the console has its phone layout (MUI `md`). */
export const MOBILE_BREAKPOINT = 960;

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: red[700] },
    secondary: { main: blue[700] },
  },
  breakpoints: { values: { xs: 0, sm: 600, md: MOBILE_BREAKPOINT, lg: 1280, xl: 1920 } },
  sidebar: { width: DRAWER_WIDTH, closedWidth: 55 },
  components: {
    ...defaultTheme.components,
    RaLayout: { defaultProps: { sidebar: ResponsiveSidebar } },
  },
};
