// The frame of both creation wizards (spec 2 §2 Creation wizards): a dialog (max width 850) with
// a stepper whose completed steps may be revisited, and Back / Next (or the final action).
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import { useTranslate } from 'react-admin';

export interface WizardShellProps {
  title: string;
  steps: string[];
  active: number;
  /** Highest step reached; steps up to it can be clicked. */
  reached: number;
  onStep: (index: number) => void;
  onClose: () => void;
  onBack: () => void;
  onNext: () => void;
  nextLabel: string;
  extraAction?: ReactNode;
  busy?: boolean;
  children: ReactNode;
}

export function WizardShell(props: WizardShellProps) {
  const translate = useTranslate();
  const { title, steps, active, reached, onStep, onClose, onBack, onNext, nextLabel, extraAction, busy, children } = props;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" slotProps={{ paper: { sx: { maxWidth: 850 } } }}>
      <DialogTitle>{translate(title)}</DialogTitle>
      <DialogContent>
        <Stepper nonLinear activeStep={active} alternativeLabel sx={{ mb: 3, overflowX: 'auto', pt: 1 }}>
          {steps.map((label, index) => (
            <Step key={label} completed={index < reached && index !== active} disabled={index > reached}>
              <StepButton onClick={() => onStep(index)}>{translate(label)}</StepButton>
            </Step>
          ))}
        </Stepper>
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('offers.controls.cancel')}</Button>
        <Button onClick={onBack} disabled={active === 0 || busy}>{translate('offers.wizard.back')}</Button>
        {extraAction}
        <Button variant="contained" onClick={onNext} disabled={busy} data-testid="wizard-next">{translate(nextLabel)}</Button>
      </DialogActions>
    </Dialog>
  );
}
