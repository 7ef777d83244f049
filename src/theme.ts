// Theme (spec 1 §9): primary red, accent blue; drawer 240 px; mobile breakpoint 960 px (MUI md).
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { blue, red } from '@mui/material/colors';

export const DRAWER_WIDTH = 240;

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: red[700] },
    secondary: { main: blue[700] },
  },
  breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } },
  sidebar: { width: DRAWER_WIDTH, closedWidth: 55 },
};
