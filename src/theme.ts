// Theme (spec 1 §9): the console's colours and breakpoints (src/themeBase.ts), drawer 240 px.
// The layout switches to the phone layout at MOBILE_BREAKPOINT: the app bar and menu items by
// react-admin's `md` queries, the drawer by ResponsiveSidebar, which the theme gives <Layout>.
import type { RaThemeOptions } from 'react-admin';
import { ResponsiveSidebar } from './components/ResponsiveSidebar';
import { baseTheme } from './themeBase';

export { MOBILE_BREAKPOINT } from './themeBase';
export const DRAWER_WIDTH = 240;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A user who asked the system for less motion (WCAG 2.3.3) gets panels, dialogs and menus that
 * open at once, without sliding or ripples: MUI 7 does not read the setting itself. The browser
 * tests ask for it too, so a click never lands while a panel above its target is still closing.
 */
const stillTheme: Pick<RaThemeOptions, 'transitions' | 'components'> = {
  transitions: {
    create: () => 'none',
    // Panels (Accordion) size their own duration from their height.
    getAutoHeightDuration: () => 0,
    duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
  },
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
};

export function consoleTheme(still = prefersReducedMotion()): RaThemeOptions {
  return {
    ...baseTheme,
    ...(still ? { transitions: stillTheme.transitions } : {}),
    sidebar: { width: DRAWER_WIDTH, closedWidth: 55 },
    components: {
      ...baseTheme.components,
      ...(still ? stillTheme.components : {}),
      RaLayout: { defaultProps: { sidebar: ResponsiveSidebar } },
    },
  };
}

export const theme: RaThemeOptions = consoleTheme();
