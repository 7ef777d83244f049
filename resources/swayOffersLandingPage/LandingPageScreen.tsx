// The landing page editor (spec 3 §2 "Sway Offers Landing Page", ADMIN): the landing page select
// and 'Create Landing Page', then the chosen page's name, custom URL and public link, its Offers
// and Customization panels, beside a live preview. Error texts of spec 3 §8 where they belong.
import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { Loading, Title, useDataProvider, useGetList, useNotify, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import type { LandingPage } from '../../contract/landingPages';
import type { LandingView } from '../../customer/landing/render';
import { useCurrentBusiness } from '../../src/layout/useSession';
import { useConfirmDiscard } from '../../src/components/unsaved';
import { CustomizationPanel } from './CustomizationPanel';
import { LandingPreview } from './LandingPreview';
import { OffersPanel } from './OffersPanel';
import { PageFields } from './PageFields';
import { RESOURCE, useLandingPage } from './useLandingPage';

function Editor({ id }: { id: number }) {
  const translate = useTranslate();
  const business = useCurrentBusiness().data;
  const { page, loadError, save, saveOffers } = useLandingPage(id);
  const [layoutDraft, setLayoutDraft] = useState<LandingPage['layout_data'] | null>(null);
  const layout = layoutDraft ?? page?.layout_data;
  const view = useMemo<LandingView | null>(() => (page && layout ? {
    brand: business?.brand ?? '', logoUrl: business?.logo_url ?? null, layout,
    offers: page.sway_offers.filter((o) => !o.expired).map((o) => ({ offer_summary: o.offer_summary, offer_image_url: o.offer_image_url, href: o.short_url_id ? `/p/${o.short_url_id}` : null })),
  } : null), [page, layout, business]);
  if (loadError) return <Alert severity="error">{translate('landingPages.errors.loadOne')}</Alert>;
  if (!page || !view) return <Loading />;
  return (
    <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
        <PageFields page={page} onSave={save} />
        <OffersPanel offers={page.sway_offers} onChange={(offers) => void saveOffers(offers)} />
        <CustomizationPanel layout={page.layout_data} onDraft={setLayoutDraft}
          onSave={(layoutData) => { void save({ layoutData }); }} />
      </Box>
      <Box sx={{ width: { xs: '100%', lg: 520 }, flex: 'none', position: { lg: 'sticky' }, top: { lg: 80 } }}>
        <LandingPreview view={view} />
      </Box>
    </Stack>
  );
}

export function LandingPageScreen() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const { data: pages, isPending, error, refetch } = useGetList<LandingPage>(RESOURCE, { pagination: { page: 1, perPage: 1000 }, sort: { field: '', order: 'ASC' } });
  // The page being edited is in the address (?page=id), so a reload or a shared link opens it again.
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('page'));
  // The page picked here (created, or chosen in the select) is shown at once, before the list is read
  // again and before the address follows: the router updates the address in a transition, which a
  // busy phone renders later, and an editor shown meanwhile for another page lost what was typed
  // there when the picked one replaced it (seen in CI at load 9).
  const [picked, setPicked] = useState<number | null>(null);
  const chosen = picked ?? (pages?.some((p) => p.id === asked) ? asked : null);
  const setChosen = (id: number) => {
    setPicked(id);
    setParams((current) => { current.set('page', String(id)); return current; }, { replace: true });
  };
  const [creating, setCreating] = useState(false);
  const selected = chosen ?? pages?.[0]?.id ?? null;
  // Another page replaces the editor: a refused or unsent value on this one goes only if the user agrees.
  const confirmDiscard = useConfirmDiscard();

  const onCreate = async () => {
    if (creating || !confirmDiscard()) return;
    setCreating(true);
    try {
      const { data: page } = await dataProvider.create<LandingPage>(RESOURCE, { data: {} });
      setChosen(page.id);
      notify('landingPages.created', { type: 'success' });
      await refetch();
    } catch {
      notify('landingPages.errors.create', { type: 'error' });
    } finally {
      setCreating(false);
    }
  };

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="landingPages.title" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>{translate('landingPages.title')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3, alignItems: { sm: 'center' } }}>
        <TextField select size="small" label={translate('landingPages.select')} value={selected ?? ''} sx={{ minWidth: 280 }}
          disabled={!pages?.length} onChange={(e) => { if (confirmDiscard()) setChosen(Number(e.target.value)); }}>
          {(pages ?? []).map((p) => <MenuItem key={p.id} value={p.id}>{p.landing_page_name || `#${p.id}`}</MenuItem>)}
        </TextField>
        <Button variant="contained" startIcon={<AddIcon />} disabled={creating} onClick={() => void onCreate()}>{translate('landingPages.create')}</Button>
      </Stack>
      {error && <Alert severity="error">{translate('landingPages.errors.loadAll')}</Alert>}
      {isPending && <Loading />}
      {!isPending && !error && selected === null && <Typography color="text.secondary">{translate('landingPages.none')}</Typography>}
      {selected !== null && <Editor key={selected} id={selected} />}
    </Box>
  );
}
