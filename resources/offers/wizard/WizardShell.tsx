// The frame of both creation wizards (spec 2 §2 Creation wizards): a dialog (max width 850) with
// a stepper whose completed steps may be revisited, and Back / Next (or the final action).
// Cancel, Escape and a click outside ask before throwing away what was entered (issue 18 defect 4);
// a navigation or a reload asks too, through the console's guard of unsaved edits (issue 34).
import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { fieldErrorsOf } from '../../../src/components/submit/fieldErrors';
import { messageOf } from '../../../src/components/messageOf';
import { useUnsavedChanges } from '../../../src/components/unsaved';

/**
 * The step that holds a field the server refused, so the wizard can go there and show the
 * message under the field (issue 18 defect 5); -1 when no step holds any of them.
 */
export function stepOfFields(stepFields: readonly (readonly string[])[], fields: readonly string[]): number {
  return stepFields.findIndex((names) => names.some((name) => fields.includes(name)));
}

/** A failed create: the toast, then the server's field messages on their fields, on the first step holding one. */
export function useWizardErrors(stepFields: readonly (readonly string[])[], goTo: (step: number) => void) {
  const notify = useNotify();
  const { setError } = useFormContext();
  return (error: unknown) => {
    notify(messageOf(error), { type: 'error' });
    const fields = fieldErrorsOf(error);
    const step = stepOfFields(stepFields, Object.keys(fields));
    if (step >= 0) goTo(step);
    for (const [name, message] of Object.entries(fields)) setError(name, { type: 'server', message });
  };
}

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
  /** Something was entered: closing asks first. */
  unsaved?: boolean;
  children: ReactNode;
}

export function WizardShell(props: WizardShellProps) {
  const translate = useTranslate();
  const { title, steps, active, reached, onStep, onClose, onBack, onNext, nextLabel, extraAction, busy, unsaved, children } = props;
  const [asking, setAsking] = useState(false);
  useUnsavedChanges(Boolean(unsaved) && !busy);
  const close = () => { if (busy) return; if (unsaved) setAsking(true); else onClose(); };
  return (
    <Dialog open onClose={close} fullWidth maxWidth="md" slotProps={{ paper: { sx: { maxWidth: 850 } } }}>
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
        <Button onClick={close}>{translate('offers.controls.cancel')}</Button>
        <Button onClick={onBack} disabled={active === 0 || busy}>{translate('offers.wizard.back')}</Button>
        {extraAction}
        <Button variant="contained" onClick={onNext} disabled={busy} data-testid="wizard-next">{translate(nextLabel)}</Button>
      </DialogActions>
      <Confirm isOpen={asking} title="offers.wizard.discardTitle" content="offers.wizard.discardText"
        confirm="offers.wizard.discard" cancel="offers.wizard.keepEditing" confirmColor="warning"
        onConfirm={() => { setAsking(false); onClose(); }} onClose={() => setAsking(false)} />
    </Dialog>
  );
}
