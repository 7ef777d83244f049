// Theme (spec 1 §9): primary red, accent blue; drawer 240 px; mobile breakpoint 960 px (MUI md).
// Every colour that text is drawn in, or drawn on, reaches 4.5:1 (WCAG AA) against white, the
// page background and the grey of a filled input (#f0f0f0; #e8e8e8 hovered): the shades below
// are the darkest MUI ones that still read as the colour (issue 20 item 4; red[700], MUI's
// error red, was 4.36:1 as a focused input label).
// The layout switches to the phone layout at that one width: the app bar and menu items by
// react-admin's `md` queries, the drawer by ResponsiveSidebar, which the theme gives <Layout>.
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { blue, deepOrange, lightBlue, red } from '@mui/material/colors';
import { ResponsiveSidebar } from './components/ResponsiveSidebar';

export const DRAWER_WIDTH = 240;
/** Below this width the console has its phone layout (MUI `md`). */
export const MOBILE_BREAKPOINT = 960;

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: red[800] },
    secondary: { main: blue[800] },
    error: { main: red[800] },
    warning: { main: deepOrange[900] },
    info: { main: lightBlue[900] },
  },
  breakpoints: { values: { xs: 0, sm: 600, md: MOBILE_BREAKPOINT, lg: 1280, xl: 1920 } },
  sidebar: { width: DRAWER_WIDTH, closedWidth: 55 },
  components: {
    ...defaultTheme.components,
    RaLayout: { defaultProps: { sidebar: ResponsiveSidebar } },
  },
};
