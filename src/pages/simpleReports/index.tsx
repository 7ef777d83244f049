// /simpleReports (spec 3 §2 Simple Reports): choose a report ('{query_name} : {query_description}';
// 'no report selected' until one is), give its parameters, Generate (a background run on the
// server; the server's own error text is shown as is), and the report's Previous Reports with
// their downloads. The screen needs only a token; the tool is for admins (AdminToolGate), and the
// server refuses everyone else's calls.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { SIMPLE_REPORT_MESSAGES } from '../../../contract/simpleReports';
import type { AppDataProvider } from '../../../dataProvider';
import type { ReportParameters } from '../../../dataProvider/simpleReports';
import { AdminToolGate } from '../../components/AdminToolGate';
import { messageOf } from '../../components/messageOf';
import { useProviderQuery } from '../../components/useProviderQuery';
import { ReportParametersForm, initialParameters, type ParameterErrors, type ParameterValues } from './ReportParametersForm';
import { RunsTable, runsKey } from './RunsTable';
import { parametersOf } from './reportParameters';
import { useChange } from '../../components/change/useChange';

/** The field messages of a refused call (a 400's fields), named as the form names its fields. */
function fieldErrorsOf(error: unknown): ParameterErrors {
  const fields = (error as { body?: { errors?: Record<string, string> } }).body?.errors ?? {};
  return { long: fields.long, lat: fields.lat, distance: fields.distance, redeemAfter: fields.redeemAfter };
}

function SimpleReports() {
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useDataProvider<AppDataProvider>();
  const client = useQueryClient();
  const reports = useProviderQuery('simpleReports', 'listSimpleReports', [], { staleTime: Infinity });
  const [reportId, setReportId] = useState<number | ''>('');
  const [values, setValues] = useState(initialParameters);
  const [errors, setErrors] = useState<ParameterErrors>({});
  const report = reports.data?.find((r) => r.id === reportId);

  const generate = useChange({
    mutationFn: ({ id, parameters }: { id: number; parameters: ReportParameters }) => dp.generateReport(id, parameters),
    onSuccess: (run) => {
      notify('adminTools.reports.started', { type: 'info', messageArgs: { name: run.report_name } });
      void client.invalidateQueries({ queryKey: runsKey(run.report_id) });
    },
    onError: (error) => {
      setErrors(fieldErrorsOf(error));
      notify(messageOf(error), { type: 'error' });
    },
  });

  /** A changed field's message goes with the change. */
  const onChange = (next: ParameterValues) => {
    const pointChanged = next.long !== values.long || next.lat !== values.lat;
    setErrors((current) => Object.fromEntries(Object.entries(current)
      .filter(([field]) => (field === 'address' ? !pointChanged : next[field as keyof ParameterValues] === values[field as keyof ParameterValues]))));
    setValues(next);
  };

  const onGenerate = () => {
    if (!report) return;
    const parameters = parametersOf(report, values);
    if (!('type' in parameters)) {
      setErrors(parameters);
      notify(Object.values(parameters)[0] ?? '', { type: 'error' });
      return;
    }
    setErrors({});
    generate.mutate({ id: report.id, parameters });
  };

  if (reports.isPending) return <Loading />;
  if (reports.error) return <Alert severity="error" sx={{ mt: 2 }}>{messageOf(reports.error)}</Alert>;
  return (
    <Box sx={{ mt: 2, maxWidth: 1100, width: '100%', minWidth: 0 }}>
      <Title title="shell.routes.simpleReports" />
      <Typography variant="h5" component="h1" gutterBottom>{translate('shell.routes.simpleReports')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>{translate('adminTools.reports.intro')}</Typography>
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <Stack spacing={2}>
          <TextField select fullWidth label={translate('adminTools.reports.report')} value={reportId}
            sx={{ maxWidth: 720, '& .MuiSelect-select.MuiSelect-select': { whiteSpace: 'normal' } }}
            onChange={(e) => { setReportId(Number(e.target.value)); setErrors({}); }}>
            {reports.data?.map((r) => (
              <MenuItem key={r.id} value={r.id} sx={{ whiteSpace: 'normal' }}>
                {translate('adminTools.reports.option', { name: r.query_name, description: r.query_description })}
              </MenuItem>
            ))}
          </TextField>
          {report ? (
            <>
              <Typography variant="subtitle2" component="h2">{translate('adminTools.reports.parameters')}</Typography>
              <ReportParametersForm type={report.query_type} values={values} errors={errors} onChange={onChange} />
              <Box>
                <Button variant="contained" onClick={onGenerate} disabled={generate.isPending}>{translate('adminTools.reports.generate')}</Button>
              </Box>
            </>
          ) : (
            <Typography color="text.secondary">{SIMPLE_REPORT_MESSAGES.noneSelected}</Typography>
          )}
        </Stack>
      </Paper>
      {report && (
        <>
          <Typography variant="h6" component="h2" gutterBottom>{translate('adminTools.reports.previous')}</Typography>
          <RunsTable reportId={report.id} />
        </>
      )}
    </Box>
  );
}

export default function SimpleReportsPage() {
  return <AdminToolGate title="shell.routes.simpleReports"><SimpleReports /></AdminToolGate>;
}
