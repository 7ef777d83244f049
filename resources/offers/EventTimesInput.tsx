// EVENT date/start/end entry (spec 2 §2 Dates, §5): 12-hour pickers with minutes 0/15/30/45, a
// '+' button that checks the draft with the shared rule and toasts its message, removable chips.
import { useState } from 'react';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useInput, useNotify, useTranslate } from 'react-admin';
import { EVENT_MINUTES, OFFER_MESSAGES, eventTimeError, type EventTime } from '../../contract/validation';

/** Today in the user's time zone, as the date input writes it. */
const localDay = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

interface Clock { hour: string; minute: string; ampm: 'AM' | 'PM' }
const EMPTY: Clock = { hour: '', minute: '', ampm: 'PM' };

/** 12-hour parts to 'HH:mm'; '' until hour and minute are chosen. */
export function to24(c: Clock): string {
  if (!c.hour || !c.minute) return '';
  const h = (Number(c.hour) % 12) + (c.ampm === 'PM' ? 12 : 0);
  return `${String(h).padStart(2, '0')}:${c.minute}`;
}
export function to12(time: string): string {
  const [h, m] = time.split(':').map(Number);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

function ClockPicker({ label, value, onChange }: { label: string; value: Clock; onChange: (c: Clock) => void }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} role="group" aria-label={translate(label)}>
      <TextField select size="small" label={translate(label)} value={value.hour} sx={{ minWidth: 80 }}
        onChange={(e) => onChange({ ...value, hour: e.target.value })} slotProps={{ htmlInput: { 'aria-label': `${translate(label)} ${translate('offers.fields.hour')}` } }}>
        {Array.from({ length: 12 }, (_, i) => String(i + 1)).map((h) => <MenuItem key={h} value={h}>{h}</MenuItem>)}
      </TextField>
      <TextField select size="small" label={translate('offers.fields.minute')} value={value.minute} sx={{ minWidth: 70 }}
        onChange={(e) => onChange({ ...value, minute: e.target.value })} slotProps={{ htmlInput: { 'aria-label': `${translate(label)} ${translate('offers.fields.minute')}` } }}>
        {EVENT_MINUTES.map((m) => String(m).padStart(2, '0')).map((m) => <MenuItem key={m} value={m}>{m}</MenuItem>)}
      </TextField>
      <TextField select size="small" label={translate('offers.fields.ampm')} value={value.ampm} sx={{ minWidth: 70 }}
        onChange={(e) => onChange({ ...value, ampm: e.target.value as Clock['ampm'] })} slotProps={{ htmlInput: { 'aria-label': `${translate(label)} ${translate('offers.fields.ampm')}` } }}>
        <MenuItem value="AM">AM</MenuItem>
        <MenuItem value="PM">PM</MenuItem>
      </TextField>
    </Stack>
  );
}

export function EventTimesInput({ source = 'event_date_option' }: { source?: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { field, fieldState } = useInput({ source, defaultValue: [] });
  const [dateError, setDateError] = useState<string | null>(null);
  const today = localDay();
  const times: EventTime[] = Array.isArray(field.value) ? (field.value as EventTime[]) : [];
  const [date, setDate] = useState('');
  const [start, setStart] = useState<Clock>(EMPTY);
  const [end, setEnd] = useState<Clock>(EMPTY);

  const add = () => {
    const draft = { event_date: date, start_time: to24(start), end_time: to24(end) };
    const message = eventTimeError(draft, times, today);
    // A past date is a problem of the date field: said under it, not in a passing toast.
    if (message === OFFER_MESSAGES.pastDate) {
      setDateError(message);
      return;
    }
    if (message) {
      notify(message, { type: 'error' });
      return;
    }
    field.onChange([...times, draft]);
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField type="date" size="small" label={translate('offers.fields.eventDate')} value={date}
          error={Boolean(dateError)} helperText={dateError ?? undefined}
          onChange={(e) => { setDate(e.target.value); setDateError(null); }} slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }} />
        <ClockPicker label="offers.fields.startTime" value={start} onChange={setStart} />
        <ClockPicker label="offers.fields.endTime" value={end} onChange={setEnd} />
        <IconButton onClick={add} aria-label={translate('offers.fields.addEventTime')} color="primary"><AddIcon /></IconButton>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {times.length === 0 && <Typography variant="body2" color="text.secondary">—</Typography>}
        {times.map((t, i) => (
          <Chip key={`${t.event_date}-${t.start_time}-${t.end_time}`} label={`${t.event_date} ${to12(t.start_time)} – ${to12(t.end_time)}`}
            onDelete={() => field.onChange(times.filter((_, j) => j !== i))} />
        ))}
      </Stack>
      {fieldState.error?.message && <FormHelperText error>{translate(fieldState.error.message)}</FormHelperText>}
    </Stack>
  );
}
