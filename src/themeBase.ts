// The console's colours, type and breakpoints (spec 1 §9): primary red, accent blue; mobile
// breakpoint 960 px (MUI md). Every colour that text is drawn in, or drawn on, reaches 4.5:1
// (WCAG AA) against white, the page background and the grey of a filled input (#f0f0f0; #e8e8e8
// hovered): the shades below are the darkest MUI ones that still read as the colour (issue 20
// item 4; red[700], MUI's error red, was 4.36:1 as a focused input label).
// Kept apart from the admin shell's theme (src/theme.ts). The login pages draw in plain CSS
// without MUI (src/layout/AuthLayout.css, issue 20 item 4), which repeats these colours:
// tests/unit/authLayoutCss.test.ts holds the two equal.
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { blue, deepOrange, lightBlue, red } from '@mui/material/colors';

/** Below this width the console has its phone layout (MUI `md`). */
export const MOBILE_BREAKPOINT = 960;

export const baseTheme: RaThemeOptions = {
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
};
