// The campaign's links (spec 3 §2, §4, §9): its URL with copy and a QR code (size 150), the links
// added in the short URL dialog (admin: a random 10-character code, empty parameters, 'Required',
// the server's error on the code field), a link and QR code (size 125) per location, and the
// advertising tips with the design-team service. Every QR code downloads as the JPEG 'qrCode'.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CopyIcon from '@mui/icons-material/ContentCopy';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { SwayOffer } from '../../contract/swayOffers';
import { randomShortCode } from '../../contract/validation';
import type { AppDataProvider } from '../../dataProvider';
import { Allowed } from '../../src/components/access';
import { QrCode } from '../../src/components/QrCode/QrCode';
import { messageOf } from '../../src/components/messageOf';
import { fieldErrorsOf } from '../../src/components/submit/fieldErrors';
import { useChange } from '../../src/components/change/useChange';

const linkOf = (code: string) => `${window.location.origin}/p/${code}`;

function CopyLink({ url }: { url: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <Stack direction="row" sx={{ alignItems: 'center', minWidth: 0 }}>
      <Typography component="a" href={url} target="_blank" rel="noopener" sx={{ overflowWrap: 'anywhere' }}>{url}</Typography>
      <IconButton aria-label={`${translate('swayOffers.links.copyUrl')} ${url}`}
        onClick={async () => { await navigator.clipboard?.writeText(url).catch(() => undefined); notify('swayOffers.links.copied', { type: 'success' }); }}>
        <CopyIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}

function ShortUrlDialog({ offer, onClose }: { offer: SwayOffer; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefresh();
  const [code, setCode] = useState(() => randomShortCode());
  const [parameters, setParameters] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useChange({
    mutationFn: () => dataProvider.addSwayShortUrl(offer.id, { shortCode: code.trim(), parameters: parameters.trim() }),
    onSuccess: () => { refresh(); onClose(); },
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      setErrors(Object.keys(fields).length > 0 ? fields : { shortCode: messageOf(error) });
    },
  });
  const codeError = code.trim() === '' ? 'Required' : errors.shortCode;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('swayOffers.links.addTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField label={translate('swayOffers.links.code')} value={code} error={Boolean(codeError)} helperText={codeError ?? ' '}
            onChange={(e) => { setCode(e.target.value); setErrors({}); }} />
          <TextField label={translate('swayOffers.links.parameters')} value={parameters} error={Boolean(errors.parameters)}
            helperText={errors.parameters ?? translate('swayOffers.links.parametersHint')} onChange={(e) => { setParameters(e.target.value); setErrors({}); }} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('swayOffers.links.cancel')}</Button>
        <Button variant="contained" disabled={save.isPending || code.trim() === ''} onClick={() => save.mutate()}>{translate('swayOffers.links.create')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function LocationLinks({ offer }: { offer: SwayOffer }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const addresses = useQuery({ queryKey: ['swayOfferAddresses', offer.id], queryFn: () => dataProvider.getSwayOfferAddresses(offer.id) });
  const make = useChange({
    mutationFn: (addressId: number) => dataProvider.addSwayOfferAddress(offer.id, addressId),
    onSuccess: () => addresses.refetch(),
  });
  const list = addresses.data ?? [];
  return (
    <Box component="section" aria-label={translate('swayOffers.links.locations')} sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h3">{translate('swayOffers.links.locations')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{translate('swayOffers.links.locationsHint')}</Typography>
      {addresses.isSuccess && list.length === 0 && <Typography>{translate('swayOffers.links.noLocations')}</Typography>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
        {list.map((a) => (
          <Card key={a.id} variant="outlined" data-testid={`location-link-${a.id}`}>
            <CardContent>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>{`${a.address}, ${a.city}, ${a.state} ${a.zipcode}`}</Typography>
              {a.short_url_id ? (
                <>
                  <CopyLink url={linkOf(a.short_url_id)} />
                  <QrCode value={linkOf(a.short_url_id)} size={125} title={translate('swayOffers.links.qrHint')} />
                </>
              ) : (
                <Button size="small" disabled={make.isPending} onClick={() => make.mutate(a.id)}>{translate('swayOffers.links.makeLink')}</Button>
              )}
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}

export function CampaignLinks({ offer }: { offer: SwayOffer }) {
  const translate = useTranslate();
  const [adding, setAdding] = useState(false);
  const [main, ...extra] = offer.urls;
  return (
    <Box component="section" aria-label={translate('swayOffers.links.title')} sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2">{translate('swayOffers.links.title')}</Typography>
      {main && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="subtitle2">{translate('swayOffers.links.campaignUrl')}</Typography>
          <CopyLink url={linkOf(main.id)} />
          <QrCode value={linkOf(main.id)} size={150} title={translate('swayOffers.links.qrHint')} />
          <Typography variant="caption" display="block" color="text.secondary">{translate('swayOffers.links.qrHint')}</Typography>
        </Box>
      )}
      {extra.map((link) => (
        <Box key={link.id} sx={{ mt: 2 }} data-testid={`short-url-${link.id}`}>
          <CopyLink url={linkOf(link.id)} />
          <Typography variant="caption" color="text.secondary">{`→ ${link.url} · ${translate('swayOffers.links.visits', { count: link.visit_count })}`}</Typography>
          <QrCode value={linkOf(link.id)} title={translate('swayOffers.links.qrHint')} />
        </Box>
      ))}
      <Allowed resource="swayOffers" action="addShortUrl">
        <Button sx={{ mt: 1 }} onClick={() => setAdding(true)}>{translate('swayOffers.links.addUrl')}</Button>
      </Allowed>
      {adding && <ShortUrlDialog offer={offer} onClose={() => setAdding(false)} />}
      <LocationLinks offer={offer} />
      <Box component="section" aria-label={translate('swayOffers.links.tipsTitle')} sx={{ mt: 3 }}>
        <Typography variant="subtitle1" component="h3">{translate('swayOffers.links.tipsTitle')}</Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>{translate('swayOffers.links.tipsDigital')}</Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>{translate('swayOffers.links.tipsPrint')}</Typography>
        <Typography variant="body2">{translate('swayOffers.links.tipsDesign')}</Typography>
      </Box>
    </Box>
  );
}
