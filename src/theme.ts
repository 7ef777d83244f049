// Theme (spec 1 §9): the console's colours and breakpoints (src/themeBase.ts), drawer 240 px.
// The layout switches to the phone layout at MOBILE_BREAKPOINT: the app bar and menu items by
// react-admin's `md` queries, the drawer by ResponsiveSidebar, which the theme gives <Layout>.
import type { RaThemeOptions } from 'react-admin';
import { ResponsiveSidebar } from './components/ResponsiveSidebar';
import { baseTheme } from './themeBase';

export { MOBILE_BREAKPOINT } from './themeBase';
export const DRAWER_WIDTH = 240;

export const theme: RaThemeOptions = {
  ...baseTheme,
  sidebar: { width: DRAWER_WIDTH, closedWidth: 55 },
  components: {
    ...baseTheme.components,
    RaLayout: { defaultProps: { sidebar: ResponsiveSidebar } },
  },
};
