// A user who asks the system for less motion gets a console without transitions (src/theme.ts).
import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { consoleTheme } from '../../src/theme';

describe('the console theme and reduced motion', () => {
  it('opens panels at once and drops ripples when less motion is asked for', () => {
    const options = consoleTheme(true);
    const theme = createTheme(options);
    expect(theme.transitions.create('height')).toBe('none');
    expect(theme.transitions.duration.standard).toBe(0);
    expect(theme.transitions.getAutoHeightDuration(800)).toBe(0);
    expect(options.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    expect(options.components?.RaLayout).toBeDefined();
  });

  it('keeps MUI\'s motion otherwise', () => {
    const options = consoleTheme(false);
    const theme = createTheme(options);
    expect(theme.transitions.create('height')).toMatch(/^height \d+ms/);
    expect(theme.transitions.getAutoHeightDuration(800)).not.toBe(0);
    expect(options.components?.MuiButtonBase).toBeUndefined();
  });
});
