// One section of billing control: a titled panel with its own empty-state text (spec 3 §2).
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface Props {
  id: string;
  title: string;
  empty: string;
  loading: boolean;
  isEmpty: boolean;
  /** Shown above the rows, and above the empty text too. */
  header?: ReactNode;
  children: ReactNode;
}

export function BillingSection({ id, title, empty, loading, isEmpty, header, children }: Props) {
  const translate = useTranslate();
  return (
    <Paper component="section" aria-labelledby={`${id}-title`} data-testid={id} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}>
      <Typography id={`${id}-title`} variant="h6" component="h2" gutterBottom>{translate(title)}</Typography>
      {header}
      {loading ? <Skeleton variant="rectangular" height={64} />
        : isEmpty ? <Typography color="text.secondary" data-testid={`${id}-empty`}>{translate(empty)}</Typography>
          : children}
    </Paper>
  );
}
