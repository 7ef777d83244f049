// /redeem (issues 12, 32): staff at the counter type the customer's voucher PIN or the code printed
// in the customer's e-mail, or scan its QR code (camera or photo, on every phone browser); see whose
// voucher it is and its state, and redeem it at the location this device remembers. The server
// redeems once; the tab that loses says only when and where it was redeemed (the business's time
// zone, named, as the server words it). Built for a phone held in one hand: one field, big
// buttons, Enter to find, focus back on the field after each voucher.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Title, useDataProvider, useGetList, useNotify, useTranslate } from 'react-admin';
import { VOUCHER_CODE, VOUCHER_MESSAGES, VOUCHER_PIN, type VoucherAtCounter } from '../../../contract/vouchers';
import type { AppDataProvider } from '../../../dataProvider';
import { messageOf } from '../../components/messageOf';
import { PhotoScan, QrScanner, canScan } from './QrScanner';
import { useChange } from '../../components/change/useChange';

/** The location this device redeems at, kept between visits (one shop's tablet stays at that shop). */
const LOCATION_KEY = 'sway.redeem.location';
const rememberedLocation = () => { const n = Number(localStorage.getItem(LOCATION_KEY)); return Number.isInteger(n) && n > 0 ? n : null; };

const STATE_COLORS = { READY: 'success', PENDING_REVIEW: 'warning', DENIED: 'error', REDEEMED: 'default' } as const;

function VoucherCard({ voucher }: { voucher: VoucherAtCounter }) {
  const translate = useTranslate();
  const rows: [string, string | null][] = [
    [translate('redeem.customer'), voucher.first_name],
    [translate('redeem.offer'), voucher.offer_summary],
    [translate('redeem.code'), voucher.code],
    [translate('redeem.pin'), voucher.pin],
  ];
  return (
    <Card variant="outlined" sx={{ my: 2 }} aria-live="polite">
      <CardContent>
        <Chip color={STATE_COLORS[voucher.state]} label={translate(`redeem.states.${voucher.state}`)} sx={{ mb: 1 }} />
        {rows.filter(([, value]) => value).map(([label, value]) => (
          <Typography key={label}><strong>{label}:</strong> {value}</Typography>
        ))}
        {voucher.redeemed_message && <Typography color="text.secondary">{voucher.redeemed_message}</Typography>}
      </CardContent>
    </Card>
  );
}

export default function RedeemPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const pinField = useRef<HTMLInputElement>(null);
  const [pin, setPin] = useState('');
  const [pinError, setPinError] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  const [voucher, setVoucher] = useState<VoucherAtCounter | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { data: locations = [] } = useGetList('locations', { pagination: { page: 1, perPage: 100 } });
  const live = locations.filter((l) => !l.archived);
  const [locationId, setLocationId] = useState<number | ''>(() => rememberedLocation() ?? '');
  // A remembered location that was archived or belongs to another business is forgotten.
  useEffect(() => {
    if (locationId !== '' && locations.length > 0 && !live.some((l) => l.id === locationId)) setLocationId('');
  }, [locationId, locations.length, live]);
  const chooseLocation = (id: number) => {
    setLocationId(id);
    localStorage.setItem(LOCATION_KEY, String(id));
  };
  const chosenLocation = locationId === '' ? (live.length === 1 ? live[0]!.id as number : null) : locationId;

  const find = useChange({
    mutationFn: (code: string) => dataProvider.findVoucher(code),
    onMutate: () => { setProblem(null); setVoucher(null); },
    onSuccess: setVoucher,
    onError: (error) => setProblem(messageOf(error)),
  });
  const redeem = useChange({
    mutationFn: (id: number) => dataProvider.redeemVoucher(id, { location_id: chosenLocation }),
    onSuccess: (redeemed) => {
      setVoucher(redeemed);
      notify(VOUCHER_MESSAGES.redeemed, { type: 'success' });
    },
    // Another tab or device redeemed it first: only the server's "Already redeemed on … at …" stays.
    onError: (error) => {
      setVoucher(null);
      setProblem(messageOf(error));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = pin.trim();
    if (!VOUCHER_PIN.test(value) && !VOUCHER_CODE.test(value)) {
      setPinError(VOUCHER_MESSAGES.badCode);
      return;
    }
    setPinError(null);
    find.mutate(value);
  };
  const onKey = useCallback((key: string) => {
    setScanning(false);
    find.mutate(key);
  }, [find]);
  const next = () => {
    setVoucher(null);
    setProblem(null);
    setPin('');
    pinField.current?.focus();
  };

  return (
    <Box sx={{ maxWidth: 520, p: { xs: 1, sm: 2 } }}>
      <Title title={translate('redeem.title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>{translate('redeem.title')}</Typography>
      <Typography sx={{ mb: 2 }}>{translate('redeem.intro')}</Typography>
      <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={1} onSubmit={submit} noValidate>
        <TextField
          inputRef={pinField} label={translate('redeem.pinOrCode')} value={pin} autoFocus autoComplete="off"
          onChange={(e) => setPin(e.target.value.slice(0, 64))}
          error={Boolean(pinError)} helperText={pinError ?? ' '}
          slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false, maxLength: 64 } }}
        />
        <Box><Button type="submit" variant="contained" size="large" disabled={find.isPending} sx={{ minHeight: 56 }}>{translate('redeem.find')}</Button></Box>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {canScan() && !scanning && <Button variant="outlined" onClick={() => setScanning(true)}>{translate('redeem.scan')}</Button>}
        <PhotoScan onKey={onKey} onProblem={(message) => { setVoucher(null); setProblem(message); }} />
      </Stack>
      {scanning && <QrScanner onKey={onKey} onClose={() => setScanning(false)} />}
      {problem && <Alert severity="error" sx={{ my: 2 }} role="alert">{problem}</Alert>}
      {voucher && <VoucherCard voucher={voucher} />}
      {voucher?.state === 'READY' && (
        <Stack spacing={2}>
          {live.length > 1 && (
            <TextField select label={translate('redeem.location')} value={locationId} onChange={(e) => chooseLocation(Number(e.target.value))}>
              {live.map((l) => <MenuItem key={l.id} value={l.id}>{`${l.address}, ${l.city}`}</MenuItem>)}
            </TextField>
          )}
          <Button variant="contained" color="primary" size="large" onClick={() => redeem.mutate(voucher.id)}
            disabled={redeem.isPending || (live.length > 1 && locationId === '')}>
            {translate('redeem.redeemButton')}
          </Button>
        </Stack>
      )}
      {(voucher || problem) && <Button sx={{ mt: 2 }} onClick={next}>{translate('redeem.next')}</Button>}
    </Box>
  );
}
