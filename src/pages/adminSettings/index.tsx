// /adminSettings (spec 3 §2 Admin Settings, industry value settings): a table per industry with
// each category's post value, review value, average ticket and proof ratio, each saved when it
// changes. The screen needs only a token; the tool is for admins (AdminToolGate), and the server
// refuses everyone else's calls.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Loading, Title, useTranslate } from 'react-admin';
import { AdminToolGate } from '../../components/AdminToolGate';
import { messageOf } from '../../components/messageOf';
import { useProviderQuery } from '../../components/useProviderQuery';
import { IndustryTable } from './IndustryTable';
import { INDUSTRY_VALUES, useSaveIndustryValue } from './useSaveIndustryValue';

function IndustryValues() {
  const translate = useTranslate();
  const values = useProviderQuery(INDUSTRY_VALUES[0], INDUSTRY_VALUES[1], []);
  const save = useSaveIndustryValue();
  if (values.isPending) return <Loading />;
  if (values.error) return <Alert severity="error" sx={{ mt: 2 }}>{messageOf(values.error)}</Alert>;
  return (
    <Box sx={{ mt: 2, maxWidth: 1000 }}>
      <Title title="shell.routes.adminSettings" />
      <Typography variant="h5" component="h1" gutterBottom>{translate('adminTools.values.title')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>{translate('adminTools.values.intro')}</Typography>
      {values.data?.length === 0 && <Typography>{translate('adminTools.values.none')}</Typography>}
      {values.data?.map((industry) => (
        <IndustryTable key={industry.id} industry={industry}
          onSave={async (field, categoryId, newValue) => (await save.run({ field, categoryId, newValue })) !== undefined} />
      ))}
    </Box>
  );
}

export default function AdminSettingsPage() {
  return <AdminToolGate title="shell.routes.adminSettings"><IndustryValues /></AdminToolGate>;
}
