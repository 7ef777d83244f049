// 'Previous Reports' (spec 3 §2 Simple Reports, §9): the 30 most recent runs of the chosen report,
// newest first: name, parameters, run date (YYYY-MM-DD hh:mm A), status with the progress of a
// run still being written (asked again every second until it is done), rows and a download
// button that saves the CSV as '{report}_{brand}_{date}.csv'.
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ReportRun, ReportRunStatus } from '../../../contract/simpleReports';
import type { AppDataProvider } from '../../../dataProvider';
import { messageOf } from '../../components/messageOf';

const POLL_MS = 1000;
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;
const COLUMNS = ['name', 'parameters', 'date', 'status', 'rows', 'download'] as const;
/** A phone shows run date, status and download: every row is of the report chosen above. */
const NARROW_HIDDEN: ReadonlySet<string> = new Set(['name', 'parameters', 'rows']);
const STATUS_COLOR: Record<ReportRunStatus, 'info' | 'success' | 'error'> = { RUNNING: 'info', READY: 'success', FAILED: 'error' };

export const runsKey = (reportId: number) => ['simpleReports', 'listReportRuns', reportId] as const;

/** Saves a file through a temporary link. */
function save(file: Blob, fileName: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function RunRow({ run }: { run: ReportRun }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useDataProvider<AppDataProvider>();
  const download = async () => {
    try {
      save(await dp.downloadReport(run.file_name), run.download_name);
    } catch (error) {
      notify(messageOf(error), { type: 'error' });
    }
  };
  return (
    <TableRow data-testid="report-run">
      <TableCell sx={WIDE_ONLY}>{run.report_name}</TableCell>
      <TableCell sx={{ overflowWrap: 'break-word', ...WIDE_ONLY }}>{run.parameters || '—'}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{dayjs(run.report_date).format('YYYY-MM-DD hh:mm A')}</TableCell>
      <TableCell>
        <Chip size="small" label={run.status} color={STATUS_COLOR[run.status]} />
        {run.status === 'RUNNING' && (
          <>
            <LinearProgress variant="determinate" value={run.progress} sx={{ mt: 0.5, maxWidth: 120 }}
              aria-label={translate('adminTools.reports.progress', { name: run.report_name })} />
            <Typography variant="caption">{translate('adminTools.reports.running', { percent: run.progress })}</Typography>
          </>
        )}
        {run.status === 'FAILED' && run.message && <Typography variant="caption" color="error" component="div">{run.message}</Typography>}
      </TableCell>
      <TableCell align="right" sx={WIDE_ONLY}>{run.rows.toLocaleString('en-US')}</TableCell>
      <TableCell align="right">
        <IconButton aria-label={translate('adminTools.reports.download', { file: run.download_name })} disabled={run.status !== 'READY'}
          onClick={() => void download()}>
          <DownloadIcon />
        </IconButton>
      </TableCell>
    </TableRow>
  );
}

export function RunsTable({ reportId }: { reportId: number }) {
  const translate = useTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const runs = useQuery({
    queryKey: runsKey(reportId),
    queryFn: () => dp.listReportRuns(reportId),
    refetchInterval: (query) => (query.state.data?.some((r) => r.status === 'RUNNING') ? POLL_MS : false),
  });
  if (runs.error) return <Alert severity="error">{messageOf(runs.error)}</Alert>;
  if (runs.data?.length === 0) return <Typography color="text.secondary">{translate('adminTools.reports.noRuns')}</Typography>;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={translate('adminTools.reports.previous')}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((c) => (
              <TableCell key={c} align={c === 'rows' || c === 'download' ? 'right' : 'left'} sx={NARROW_HIDDEN.has(c) ? WIDE_ONLY : undefined}>
                {translate(`adminTools.reports.columns.${c}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{runs.data?.map((run) => <RunRow key={run.id} run={run} />)}</TableBody>
      </Table>
    </TableContainer>
  );
}
