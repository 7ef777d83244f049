// The environment-and-version banner (spec 1 §1), enabled by VITE_ENV_BANNER.
import Alert from '@mui/material/Alert';
import { useTranslate } from 'react-admin';
import { APP_VERSION } from '../../contract/roles';

const environment = import.meta.env.VITE_ENV_BANNER;

export function EnvBanner() {
  const translate = useTranslate();
  if (!environment) return null;
  return (
    <Alert severity="warning" icon={false} sx={{ mt: 1, py: 0 }}>
      {translate('shell.banner.environment', { env: environment, version: APP_VERSION })}
    </Alert>
  );
}
