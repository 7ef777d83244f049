// The collapsible 'Access Key & Install Details' (spec 3 §2): the access key and the snippet, each
// copyable, and 'Verify Installation', which toasts the server's answer ('Widget Installed!' or the
// reason); 'Install URL not configured' takes the user to the admin's widget settings.
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { WIDGET_MESSAGES, type InstallDetails as Details } from '../../contract/socialProofs';
import type { AppDataProvider } from '../../dataProvider';
import { CopyButton } from '../../src/components/CopyButton';
import { useControl } from '../../src/components/access';
import { messageOf } from '../../src/components/messageOf';
import { useChange } from '../../src/components/change/useChange';

const code = { fontFamily: 'monospace', fontSize: 13, bgcolor: 'action.hover', p: 1, borderRadius: 1, overflowWrap: 'anywhere', flex: 1, m: 0 } as const;

export function InstallDetails({ details }: { details: Details }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<AppDataProvider>();
  // Only an admin has the settings section that sets the install URL; others are told who sets it.
  const settingsAccess = useControl('settings', 'editSocialProofWidget');
  const verify = useChange({
    mutationFn: () => dataProvider.verifyWidgetInstallation(),
    onSuccess: (reply) => notify(reply.message, { type: 'success' }),
    onError: (error) => {
      const message = messageOf(error);
      notify(message, { type: 'error' });
      if (message === WIDGET_MESSAGES.installUrlMissing && settingsAccess.allowed) navigate('/settings#socialProofWidgetSettings');
    },
  });
  return (
    <Accordion disableGutters sx={{ mb: 2 }} slotProps={{ heading: { component: 'h2' } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="install-details" id="install-details-header">
        <Typography component="span" variant="subtitle1">{translate('widgets.socialProof.installDetails')}</Typography>
      </AccordionSummary>
      <AccordionDetails id="install-details">
        <Typography variant="body2" color="text.secondary">{translate('widgets.socialProof.accessKey')}</Typography>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 2 }}>
          <Box component="code" sx={code} data-testid="access-key">{details.access_key}</Box>
          <CopyButton text={details.access_key} label="widgets.socialProof.copyAccessKey" />
        </Stack>
        <Typography variant="body2" color="text.secondary">{translate('widgets.socialProof.snippet')}</Typography>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <Box component="pre" sx={{ ...code, whiteSpace: 'pre-wrap' }} data-testid="install-snippet">{details.snippet}</Box>
          <CopyButton text={details.snippet} label="widgets.socialProof.copySnippet" />
        </Stack>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>{translate('widgets.socialProof.snippetHelp')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: { sm: 'center' }, gap: 2, mt: 2 }}>
          <Button variant="outlined" onClick={() => verify.mutate()} disabled={verify.isPending}>
            {translate('widgets.socialProof.verify')}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {details.install_url
              ? translate('widgets.socialProof.installUrl', { url: details.install_url })
              : translate(settingsAccess.allowed ? 'widgets.socialProof.noInstallUrl' : 'widgets.socialProof.noInstallUrlAskAdmin')}
          </Typography>
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
