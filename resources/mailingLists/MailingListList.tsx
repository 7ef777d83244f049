// The list view of the mailingLists resource (spec 3 §2 Mailing Lists, §8): the creation form,
// then the table of ID (copyable), Created, Name, Type, Status (with the import's progress while
// PROCESSING), contacts, a file upload for File lists and an archive button.
// Texts: 'No Lists Found. You get to create the first!', 'List Deleted', 'Error loading mailing
// lists {error}'. Admins only (AdminToolGate); the server refuses everyone else.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ArchiveIcon from '@mui/icons-material/Archive';
import UploadIcon from '@mui/icons-material/UploadFile';
import LinearProgress from '@mui/material/LinearProgress';
import CopyIcon from '@mui/icons-material/ContentCopy';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { Confirm, ListBase, Loading, Title, useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import type { MailingList, MailingListStatus } from '../../contract/mailingLists';
import { AdminToolGate } from '../../src/components/AdminToolGate';
import { messageOf } from '../../src/components/messageOf';
import { useChange } from '../../src/components/change/useChange';
import { NewListForm } from './NewListForm';
import { AttachFileDialog, type AttachTarget } from './AttachFileDialog';

/** How often the table asks again while an import runs. */
const POLL_MS = 1000;

/** Columns a phone leaves out, so ID, name, status and the archive button fit 390 px. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;
const WIDE_COLUMNS: readonly string[] = ['created', 'type', 'contacts'];

const STATUS_COLOR: Record<MailingListStatus, 'default' | 'info' | 'success' | 'error'> = {
  EMPTY: 'default', PROCESSING: 'info', READY: 'success', FAILED: 'error', ARCHIVED: 'default',
};

function ListRow({ list, onAttach }: { list: MailingList; onAttach: (target: AttachTarget) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const [asking, setAsking] = useState(false);
  const archive = useChange({
    mutationFn: () => dataProvider.delete('mailingLists', { id: list.id, previousData: list }),
    success: 'adminTools.lists.deleted',
    refresh: true,
    onSettled: () => setAsking(false),
  });
  const copy = async () => {
    await navigator.clipboard?.writeText(String(list.id)).catch(() => undefined);
    notify('adminTools.lists.copied', { type: 'success' });
  };
  return (
    <TableRow data-testid="mailing-list">
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {list.id}
        <IconButton size="small" aria-label={translate('adminTools.lists.copyId', { id: list.id })} onClick={() => void copy()}>
          <CopyIcon fontSize="inherit" />
        </IconButton>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap', ...WIDE_ONLY }}>{dayjs(list.created_at).format('YYYY-MM-DD hh:mm A')}</TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>{list.name}</TableCell>
      <TableCell sx={WIDE_ONLY}>{list.mailing_list_type}</TableCell>
      <TableCell>
        <Chip size="small" label={list.mailing_list_status} color={STATUS_COLOR[list.mailing_list_status]} />
        {list.mailing_list_status === 'PROCESSING' && list.last_import && (
          <LinearProgress variant="determinate" value={list.last_import.progress} sx={{ mt: 0.5, maxWidth: 120 }}
            aria-label={translate('adminTools.lists.importProgress')} />
        )}
      </TableCell>
      <TableCell align="right" sx={WIDE_ONLY}>{list.entries}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {list.mailing_list_type === 'File' && (
          <IconButton aria-label={translate('adminTools.lists.attach', { name: list.name })} disabled={list.mailing_list_status === 'PROCESSING'}
            onClick={() => onAttach({ id: list.id, name: list.name })}>
            <UploadIcon />
          </IconButton>
        )}
        <IconButton aria-label={translate('adminTools.lists.archive', { name: list.name })} onClick={() => setAsking(true)} disabled={archive.isPending}>
          <ArchiveIcon />
        </IconButton>
        {/* Archiving is not undone from here: it asks first, naming the list. */}
        <Confirm isOpen={asking} loading={archive.isPending} title="adminTools.lists.archiveTitle" content="adminTools.lists.archiveConfirm"
          translateOptions={{ name: list.name }} confirm="adminTools.lists.columns.archive" onConfirm={() => archive.mutate()} onClose={() => setAsking(false)} />
      </TableCell>
    </TableRow>
  );
}

function ListTable({ onAttach }: { onAttach: (target: AttachTarget) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { data = [], isPending, error, refetch } = useListContext<MailingList>();
  useEffect(() => {
    if (error) notify('adminTools.lists.errorLoading', { type: 'error', messageArgs: { error: messageOf(error) } });
  }, [error, notify]);
  const processing = data.some((l) => l.mailing_list_status === 'PROCESSING');
  useEffect(() => {
    if (!processing) return undefined;
    const timer = setInterval(() => void refetch(), POLL_MS);
    return () => clearInterval(timer);
  }, [processing, refetch]);
  if (isPending) return <Loading />;
  // A failed read is not an empty table: the toast says what failed, and the empty text is not shown.
  if (error) return <Typography color="error" sx={{ py: 2 }}>{translate('adminTools.lists.errorLoading', { error: messageOf(error) })}</Typography>;
  if (data.length === 0) return <Typography color="text.secondary" sx={{ py: 2 }}>{translate('adminTools.lists.empty')}</Typography>;
  const columns = ['id', 'created', 'name', 'type', 'status', 'contacts'] as const;
  return (
    <TableContainer component={Paper} sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('shell.routes.mailingLists')} sx={{ minWidth: { sm: 640 } }}>
        <TableHead>
          <TableRow>
            {columns.map((c) => <TableCell key={c} align={c === 'contacts' ? 'right' : 'left'} sx={WIDE_COLUMNS.includes(c) ? WIDE_ONLY : undefined}>{translate(`adminTools.lists.columns.${c}`)}</TableCell>)}
            {/* A named header for the archive buttons: every cell of a data table has a header (axe td-has-header). */}
            <TableCell align="right">{translate('adminTools.lists.columns.archive')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>{data.map((list) => <ListRow key={list.id} list={list} onAttach={onAttach} />)}</TableBody>
      </Table>
    </TableContainer>
  );
}

export function MailingListList() {
  const translate = useTranslate();
  const [attach, setAttach] = useState<AttachTarget | null>(null);
  return (
    <AdminToolGate title="shell.routes.mailingLists">
      <Box sx={{ mt: 2, maxWidth: 1100 }}>
        <Title title="shell.routes.mailingLists" />
        <Typography variant="h5" component="h1" gutterBottom>{translate('shell.routes.mailingLists')}</Typography>
        <ListBase resource="mailingLists" perPage={1000} disableSyncWithLocation>
          <NewListForm onAttach={setAttach} />
          <ListTable onAttach={setAttach} />
          {attach && <AttachFileDialog key={attach.id} target={attach} onClose={() => setAttach(null)} />}
        </ListBase>
      </Box>
    </AdminToolGate>
  );
}
