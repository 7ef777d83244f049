// The list view of the locations resource (spec 1 §2 Locations): a ListBase whose child groups the
// locations by state; Add Location (place search and static map); admin-only 'Add Location
// Manually' and Archive; 'No Locations' when empty.
import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddLocationIcon from '@mui/icons-material/AddLocationAlt';
import EditLocationIcon from '@mui/icons-material/EditLocationAlt';
import { ListBase, Loading, Title, useListContext, useTranslate } from 'react-admin';
import type { Location } from '../../contract/locations';
import { Allowed } from '../../src/components/access';
import { LocationDialog, type LocationDialogMode } from '../../src/components/locations/LocationDialog';
import { AffectedOffersDialog } from '../../src/components/locations/AffectedOffersDialog';
import { LocationCard } from './LocationCard';
import { useArchive } from './useArchive';

function byState(locations: Location[]): [string, Location[]][] {
  const groups = new Map<string, Location[]>();
  for (const l of locations) groups.set(l.state, [...(groups.get(l.state) ?? []), l]);
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

function LocationGroups() {
  const translate = useTranslate();
  const { data, isPending } = useListContext<Location>();
  const [dialog, setDialog] = useState<{ mode: LocationDialogMode; location?: Location } | null>(null);
  const archive = useArchive();
  const groups = useMemo(() => byState(data ?? []), [data]);

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="locations.title" />
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>{translate('locations.title')}</Typography>
        <Button variant="contained" startIcon={<AddLocationIcon />} onClick={() => setDialog({ mode: 'add' })}>
          {translate('locations.add')}
        </Button>
        <Allowed resource="locations" action="addManually">
          <Button variant="outlined" startIcon={<EditLocationIcon />} onClick={() => setDialog({ mode: 'manual' })}>
            {translate('locations.addManually')}
          </Button>
        </Allowed>
      </Stack>
      {isPending && <Loading />}
      {!isPending && groups.length === 0 && (
        <Box sx={{ textAlign: 'center', py: 6 }}>
          <Typography variant="h6" component="p">{translate('locations.empty')}</Typography>
          <Typography color="text.secondary">{translate('locations.emptyHint')}</Typography>
        </Box>
      )}
      {groups.map(([state, locations]) => (
        <Box key={state} component="section" aria-label={state} data-testid={`state-${state}`} sx={{ mb: 3 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{state}</Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
            {locations.map((l) => (
              <LocationCard key={l.id} location={l}
                onEdit={() => setDialog({ mode: 'edit', location: l })} onArchive={() => { void archive.start(l); }} />
            ))}
          </Box>
        </Box>
      ))}
      {dialog && <LocationDialog key={`${dialog.mode}-${dialog.location?.id ?? 'new'}`} mode={dialog.mode} location={dialog.location} onClose={() => setDialog(null)} />}
      <AffectedOffersDialog archive name={archive.name} affected={archive.affected} busy={archive.busy} onCancel={archive.cancel} onConfirm={archive.confirm} />
    </Box>
  );
}

// Every location on one page, in the server's order (grouped by state above); the URL keeps no
// list parameters. A failed load shows the empty list without a toast, as this screen always has.
export function LocationList() {
  return (
    <ListBase<Location> perPage={1000} disableSyncWithLocation queryOptions={{ onError: () => undefined }}>
      <LocationGroups />
    </ListBase>
  );
}
