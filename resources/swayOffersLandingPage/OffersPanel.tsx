// The Offers panel (spec 3 §2, §4): search the business's campaigns to add one (refused with a
// message when it is already on the page or expired), drag to reorder (by mouse, touch, or the
// keyboard: focus the handle, Space, arrows, Space), the summary this page shows, and Remove.
// Every change saves the whole order, reindexed from 0 (useLandingPage).
import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DragIcon from '@mui/icons-material/DragIndicator';
import {
  DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useQuery } from '@tanstack/react-query';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { LANDING_LIMITS, type LandingPageOffer } from '../../contract/landingPages';
import type { AppDataProvider } from '../../dataProvider';
import { useDebounced } from '../../src/components/useDebounced';
import { useUnsavedChanges } from '../../src/components/unsaved';
import { useEscapeRestores } from '../../src/components/change/useEscapeRestores';

type Option = { id: number; offer_summary: string; expired: boolean };

function OfferRow({ offer, onSummary, onRemove }: { offer: LandingPageOffer; onSummary: (text: string) => void; onRemove: () => void }) {
  const translate = useTranslate();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: offer.offer_id });
  const [summary, setSummary] = useState(offer.offer_summary);
  useEffect(() => setSummary(offer.offer_summary), [offer.offer_summary]);
  useUnsavedChanges(summary.trim() !== offer.offer_summary);
  const tooLong = summary.length > LANDING_LIMITS.summary;
  const esc = useEscapeRestores();
  const [asking, setAsking] = useState(false);
  return (
    <Paper ref={setNodeRef} variant="outlined" component="li" data-testid={`page-offer-${offer.offer_id}`}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1, mb: 1, listStyle: 'none', transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1 }}>
      <IconButton {...attributes} {...listeners} aria-label={translate('landingPages.dragHandle', { summary: offer.offer_summary })} sx={{ cursor: 'grab', touchAction: 'none' }}>
        <DragIcon />
      </IconButton>
      <TextField size="small" fullWidth label={translate('landingPages.pageSummary')} value={summary} error={tooLong}
        helperText={tooLong ? `At most ${LANDING_LIMITS.summary} characters` : offer.expired ? translate('swayOffers.expired') : undefined}
        onChange={(e) => setSummary(e.target.value)} onKeyDown={esc.onEscape(() => setSummary(offer.offer_summary))}
        onBlur={() => { if (!esc.escaped() && !tooLong && summary.trim() !== offer.offer_summary) onSummary(summary.trim() || offer.campaign_summary); }} />
      <Button color="error" onClick={() => setAsking(true)}>{translate('landingPages.remove')}</Button>
      {/* Removing takes the campaign off the public page at once: it asks first, naming it (issue 34). */}
      <Confirm isOpen={asking} title="landingPages.removeTitle" content="landingPages.removeConfirm" translateOptions={{ summary: offer.offer_summary }}
        confirm="landingPages.remove" confirmColor="warning" onConfirm={() => { setAsking(false); onRemove(); }} onClose={() => setAsking(false)} />
    </Paper>
  );
}

export function OffersPanel({ offers, onChange }: { offers: LandingPageOffer[]; onChange: (offers: LandingPageOffer[]) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [input, setInput] = useState('');
  const text = useDebounced(input.trim(), 300);
  const search = useQuery({ queryKey: ['lookupSwayOffers', text], queryFn: () => dataProvider.lookupSwayOffers(text), enabled: text.length > 0 });
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  const add = (option: Option | null) => {
    if (!option) return;
    setInput('');
    if (offers.some((o) => o.offer_id === option.id)) return notify('landingPages.alreadyOnPage', { type: 'warning' });
    if (option.expired) return notify('landingPages.expired', { type: 'warning' });
    onChange([...offers, {
      offer_id: option.id, ordinal: offers.length, offer_summary: option.offer_summary, campaign_summary: option.offer_summary,
      expired: false, offer_image_url: null, short_url_id: null,
    }]);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = offers.findIndex((o) => o.offer_id === active.id);
    const to = offers.findIndex((o) => o.offer_id === over.id);
    onChange(arrayMove(offers, from, to));
  };

  return (
    <Box component="section" aria-label={translate('landingPages.offers')} sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{translate('landingPages.offers')}</Typography>
      <Autocomplete<Option>
        options={search.data ?? []} value={null} inputValue={input} onInputChange={(_, v, reason) => { if (reason !== 'reset') setInput(v); }}
        onChange={(_, option) => add(option)} filterOptions={(x) => x} loading={search.isFetching}
        getOptionLabel={(o) => (o.expired ? translate('landingPages.expiredOption', { summary: o.offer_summary }) : o.offer_summary)}
        noOptionsText={text ? translate('landingPages.noMatch') : translate('landingPages.search')}
        renderInput={(params) => <TextField {...params} label={translate('landingPages.search')} size="small" />} sx={{ mb: 2 }} />
      {offers.length === 0 && <Typography color="text.secondary">{translate('landingPages.noOffers')}</Typography>}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={offers.map((o) => o.offer_id)} strategy={verticalListSortingStrategy}>
          <Box component="ol" sx={{ p: 0, m: 0 }} data-testid="page-offers">
            {offers.map((offer) => (
              <OfferRow key={offer.offer_id} offer={offer}
                onSummary={(summary) => onChange(offers.map((o) => (o.offer_id === offer.offer_id ? { ...o, offer_summary: summary } : o)))}
                onRemove={() => onChange(offers.filter((o) => o.offer_id !== offer.offer_id))} />
            ))}
          </Box>
        </SortableContext>
      </DndContext>
    </Box>
  );
}
