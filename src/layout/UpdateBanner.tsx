// 'Update available!' (spec 1 §1, §4): shown once a response reports a newer server version.
import { useSyncExternalStore } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { versionStore } from '../../dataProvider/serverVersion';

export function UpdateBanner() {
  const translate = useTranslate();
  const updateAvailable = useSyncExternalStore(versionStore.subscribe, versionStore.updateAvailable, () => false);
  if (!updateAvailable) return null;
  return (
    <Alert
      severity="info"
      sx={{ mt: 1 }}
      action={
        <Button color="inherit" size="small" onClick={() => window.location.reload()}>
          {translate('shell.banner.update')}
        </Button>
      }
    >
      {translate('shell.banner.updateAvailable')}
    </Alert>
  );
}
