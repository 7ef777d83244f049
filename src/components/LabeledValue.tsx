// A label above a value, '--' when the value is missing; used by the proof detail dialogs.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function LabeledValue({ label, value }: { label: string; value: string | null }) {
  return (
    <Box>
      <Typography variant="subtitle2">{label}</Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{value || '--'}</Typography>
    </Box>
  );
}
