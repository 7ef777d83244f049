// The notice other screens show when the business has no location yet (spec 1 §2 Locations:
// "a notice asks to create locations first when needed elsewhere"), e.g. the offer editor.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { useTranslate } from 'react-admin';

export function NoLocationsNotice() {
  const translate = useTranslate();
  return (
    <Alert severity="info" action={<Button component={Link} to="/locations" color="inherit" size="small">{translate('locations.title')}</Button>}>
      {translate('locations.createFirst')}
    </Alert>
  );
}
