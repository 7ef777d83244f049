// Under the colour inputs: each pair a visitor reads (text on background, button text on buttons)
// whose contrast is below WCAG AA, said in words while the colours are picked (issue 34).
import Alert from '@mui/material/Alert';
import { useTranslate } from 'react-admin';
import { lowContrastPairs } from '../../customer/landing/contrast';

export function ContrastWarning({ colors }: { colors: Record<string, string> }) {
  const translate = useTranslate();
  const low = lowContrastPairs(colors);
  if (low.length === 0) return null;
  return (
    <Alert severity="warning" role="status" sx={{ mb: 2 }} data-testid="contrast-warning">
      {low.map((p) => (
        <div key={p.fore}>
          {translate('landingPages.lowContrast', {
            fore: translate(`landingPages.colors.${p.fore}`), back: translate(`landingPages.colors.${p.back}`), ratio: p.ratio,
          })}
        </div>
      ))}
    </Alert>
  );
}
