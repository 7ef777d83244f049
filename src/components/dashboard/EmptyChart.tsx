// The empty state of a chart card: 'No data' over the window it looked at.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

export function EmptyChart({ hint }: { hint: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 6, textAlign: 'center' }} data-testid="chart-empty">
      <Typography variant="h6" component="p">{translate('dashboard.noData')}</Typography>
      <Typography color="text.secondary">{translate(hint)}</Typography>
    </Box>
  );
}
