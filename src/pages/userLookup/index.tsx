// /userLookup (ADMIN, spec 3 §2 User Lookup): an e-mail search, the count of proofs found and a
// grid of approval cards; a card opens the sway proof detail (change type, delete). The list is
// fetched again when the detail closes, so a change or a deletion shows at once.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useEffect, useState, type FormEvent } from 'react';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { SwayProof } from '../../../contract/reviews';
import type { AppDataProvider } from '../../../dataProvider';
import { LookupProofDialog } from './LookupProofDialog';
import { email as emailRule } from '../../../contract/validation';

export default function UserLookupPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useDataProvider<AppDataProvider>();
  const [input, setInput] = useState('');
  const [email, setEmail] = useState('');
  const [open, setOpen] = useState<SwayProof | null>(null);
  const found = useQuery({ queryKey: ['reviews', 'lookup', email], queryFn: () => dp.lookupSwayUser(email), enabled: email !== '' });
  const proofs = found.data?.swayProofs ?? [];
  // The field says what is wrong with a typed value (issue 34: the browser's own check showed nothing).
  const [inputError, setInputError] = useState<string>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = emailRule(input);
    setInputError(problem);
    if (!problem) setEmail(input.trim());
  };
  useEffect(() => {
    if (found.error) notify(found.error.message, { type: 'error' });
  }, [found.error, notify]);

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="reviews.lookup.title" />
      <Typography variant="h5" component="h1" gutterBottom>{translate('reviews.lookup.title')}</Typography>
      <Stack component="form" direction="row" spacing={1} onSubmit={submit} noValidate sx={{ maxWidth: 560, mb: 2, alignItems: 'flex-start' }}>
        <TextField type="email" label={translate('reviews.lookup.email')} value={input} onChange={(e) => { setInput(e.target.value); setInputError(undefined); }} fullWidth size="small"
          error={Boolean(inputError)} helperText={inputError} />
        <Button type="submit" variant="contained" disabled={!input.trim()}>{translate('reviews.lookup.search')}</Button>
      </Stack>
      {found.isSuccess && (
        <Typography sx={{ mb: 2 }} data-testid="lookup-count">{translate('reviews.lookup.found', { count: proofs.length, smart_count: proofs.length })}</Typography>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' } }}>
        {proofs.map((p) => (
          <Card key={p.id} data-testid="lookup-card">
            <CardActionArea onClick={() => setOpen(p)}>
              {p.proof_image_url && <CardMedia component="img" image={p.proof_image_url} alt={p.proof_type} sx={{ height: 160, objectFit: 'cover' }} />}
              <CardContent>
                <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
                  <Chip size="small" label={`Sway ${p.proof_type.replace(/_/g, ' ')}`} />
                  <Chip size="small" label={p.review_status} color={p.review_status === 'APPROVED' ? 'success' : p.review_status === 'DENIED' ? 'error' : 'default'} />
                </Stack>
                <Typography variant="subtitle2">{p.offer_summary ?? '--'}</Typography>
                <Typography variant="caption" color="text.secondary">{dayjs(p.date_submitted).format('MMM D, YYYY')}</Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
      {open && <LookupProofDialog proof={open} onClose={() => { setOpen(null); void found.refetch(); }} />}
    </Box>
  );
}
