// /setup (spec 1 §2 Setup, §9 estimates): 'Your account has been created!' and a three-step
// accordion; completed steps show a check mark; the first incomplete step opens on load (all done
// opens none). Completion comes from GET businesses/current, derived on the server.
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/CheckCircle';
import TodoIcon from '@mui/icons-material/RadioButtonUnchecked';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useState } from 'react';
import { Loading, Title, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import type { Business } from '../../../contract/auth';
import { useCurrentBusiness } from '../../layout/useSession';

interface Step {
  key: 'social' | 'locations' | 'offers';
  done: (b: Business) => boolean;
  to: string;
  button: string;
  minutes?: number;
}

const STEPS: Step[] = [
  { key: 'social', done: (b) => b.social_setup, to: '/settings', button: 'dashboard.setup.toSettings', minutes: 2 },
  { key: 'locations', done: (b) => b.locations_setup, to: '/locations', button: 'dashboard.setup.toLocations', minutes: 5 },
  { key: 'offers', done: (b) => b.offers_setup, to: '/offers', button: 'dashboard.setup.toOffers' },
];

function firstIncompleteStep(business: Business): Step['key'] | false {
  return STEPS.find((s) => !s.done(business))?.key ?? false;
}

function SetupSteps({ business }: { business: Business }) {
  const translate = useTranslate();
  const [expanded, setExpanded] = useState<Step['key'] | false>(() => firstIncompleteStep(business));
  return (
    <Box sx={{ maxWidth: 720 }}>
      {STEPS.map((step, i) => {
        const done = step.done(business);
        return (
          // MUI heads each accordion with an h3; under the page's h1 the steps are h2 (heading order).
          <Accordion key={step.key} expanded={expanded === step.key} onChange={(_e, open) => setExpanded(open ? step.key : false)}
            slotProps={{ heading: { component: 'h2' } }} data-testid={`setup-step-${step.key}`} data-done={done}>
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                {done ? <CheckIcon color="success" titleAccess={translate('dashboard.setup.done')} /> : <TodoIcon color="disabled" />}
                <Typography sx={{ fontWeight: 500 }}>{`${i + 1}. ${translate(`dashboard.setup.${step.key}`)}`}</Typography>
              </Box>
            </AccordionSummary>
            <AccordionDetails>
              <Typography gutterBottom>{translate(`dashboard.setup.${step.key}Text`)}</Typography>
              {step.minutes && (
                <Typography variant="body2" color="text.secondary" gutterBottom>
                  {translate('dashboard.setup.estimate', { minutes: step.minutes })}
                </Typography>
              )}
              <Button component={Link} to={step.to} variant="contained" sx={{ mt: 1 }}>{translate(step.button)}</Button>
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Box>
  );
}

export default function SetupPage() {
  const translate = useTranslate();
  const { data: business, isPending } = useCurrentBusiness({ fresh: true });
  if (isPending || !business) return <Loading />;
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="shell.routes.setup" />
      <Typography variant="h5" component="h1" gutterBottom>{translate('dashboard.setup.heading')}</Typography>
      <SetupSteps key={business.id} business={business} />
    </Box>
  );
}
