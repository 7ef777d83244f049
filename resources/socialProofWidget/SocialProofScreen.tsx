// The Social Proofs widget screen (spec 3 §2): 'Add Social Proof', the install details (or 'Enable
// Social Proof Widget' while the widget is off), the scrollable list of cards and the form pane
// beside it, which opens 100 ms after a card or Add is chosen ('Select or Create a Social Proof'
// until then; 'No Social Proofs' when the list is empty). On a phone the pane comes first.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useEffect, useRef, useState } from 'react';
import { ListBase, Loading, Title, useListContext, useNotify, useTranslate } from 'react-admin';
import type { SocialProof } from '../../contract/socialProofs';
import { useCurrentBusiness } from '../../src/layout/useSession';
import { useConfirmDiscard } from '../../src/components/unsaved';
import { InstallDetails } from './InstallDetails';
import { PreviewDialog } from './PreviewDialog';
import { SocialProofCard } from './SocialProofCard';
import { SocialProofForm } from './SocialProofForm';
import { useWidgetInstall } from './useWidgetInstall';

/** The spec's delay before the form pane opens (spec 3 §2). */
const PANE_DELAY_MS = 100;

type Editing = { item: SocialProof | null } | null;

function useDelayedPane() {
  const [editing, setEditing] = useState<Editing>(null);
  const [shown, setShown] = useState<Editing>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    clearTimeout(timer.current);
    if (!editing) { setShown(null); return undefined; }
    setShown(null);
    timer.current = setTimeout(() => setShown(editing), PANE_DELAY_MS);
    return () => clearTimeout(timer.current);
  }, [editing]);
  return { shown, open: setEditing, close: () => setEditing(null), selectedId: editing?.item?.id ?? null };
}

function SocialProofsView() {
  const translate = useTranslate();
  const t = (key: string) => translate(`widgets.socialProof.${key}`);
  const { data = [], isPending } = useListContext<SocialProof>();
  const install = useWidgetInstall();
  const business = useCurrentBusiness();
  const pane = useDelayedPane();
  // Opening another card (or a new one) or Cancel closes the form: its unsaved edits go only if the user agrees.
  const confirmDiscard = useConfirmDiscard();
  const openPane = (editing: { item: SocialProof | null }) => { if (confirmDiscard()) pane.open(editing); };
  const [previewing, setPreviewing] = useState<SocialProof | null>(null);
  const accessKey = install.details?.access_key;
  const paneRef = useRef<HTMLDivElement>(null);
  // On a phone the pane sits above the list: bring it into view when a card far below opens it.
  useEffect(() => {
    const top = paneRef.current?.getBoundingClientRect().top;
    if (pane.shown && top !== undefined && top < 0) paneRef.current?.scrollIntoView({ block: 'start' });
  }, [pane.shown]);

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="widgets.socialProof.title" />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">{t('title')}</Typography>
        <Stack direction="row" sx={{ gap: 1 }}>
          {install.known && !install.enabled && (
            <Button variant="outlined" onClick={() => install.enable.mutate()} disabled={install.enable.isPending}>{t('enable')}</Button>
          )}
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => openPane({ item: null })}>{t('add')}</Button>
        </Stack>
      </Stack>
      {install.known && !install.enabled && <Typography color="text.secondary" sx={{ mb: 2 }}>{t('enableIntro')}</Typography>}
      {install.details && <InstallDetails details={install.details} />}
      {isPending ? <Loading /> : (
        <Stack direction={{ xs: 'column-reverse', md: 'row' }} sx={{ gap: 2, alignItems: 'flex-start' }}>
          <Box component="section" aria-label={t('list')}
            sx={{ flex: { md: '0 0 360px' }, width: { xs: '100%', md: 360 }, maxHeight: { md: 'calc(100vh - 220px)' }, overflowY: { md: 'auto' }, pr: { md: 1 } }}>
            {data.length === 0 ? (
              <Typography color="text.secondary" sx={{ py: 2 }}>{t('empty')}</Typography>
            ) : (
              <Stack component="ul" sx={{ gap: 1.5, p: 0, m: 0 }}>
                {data.map((item) => (
                  <SocialProofCard key={item.id} item={item} selected={pane.selectedId === item.id} canPreview={Boolean(accessKey)}
                    onEdit={() => openPane({ item })} onPreview={() => setPreviewing(item)} />
                ))}
              </Stack>
            )}
          </Box>
          <Card ref={paneRef} sx={{ flex: 1, width: '100%', minWidth: 0, scrollMarginTop: 64 }}>
            <CardContent>
              {pane.shown ? (
                <SocialProofForm item={pane.shown.item} businessName={business.data?.brand ?? ''}
                  onSaved={(saved) => pane.open({ item: saved })} onCancel={() => { if (confirmDiscard()) pane.close(); }} />
              ) : (
                <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>{t('select')}</Typography>
              )}
            </CardContent>
          </Card>
        </Stack>
      )}
      {previewing && accessKey && <PreviewDialog item={previewing} accessKey={accessKey} onClose={() => setPreviewing(null)} />}
    </Box>
  );
}

export function SocialProofScreen() {
  const notify = useNotify();
  return (
    <ListBase<SocialProof> perPage={500} disableSyncWithLocation
      queryOptions={{ onError: (error: Error) => notify(error.message, { type: 'error' }) }}>
      <SocialProofsView />
    </ListBase>
  );
}
