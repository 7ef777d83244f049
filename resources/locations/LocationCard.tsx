// One location in the /locations list: address, phone, tags, hashtags and mentions, with Edit and
// Archive for those the control table lets archive (admins, spec 1 §6).
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { Location } from '../../contract/locations';
import { Allowed } from '../../src/components/access';

interface Props {
  location: Location;
  onEdit: () => void;
  onArchive: () => void;
}

export function LocationCard({ location, onEdit, onArchive }: Props) {
  const translate = useTranslate();
  const social = [...location.hashtags, ...location.instagram_mentions, ...location.facebook_mentions];
  return (
    <Card variant="outlined" data-testid="location-card" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="subtitle1" component="h3">{location.address}</Typography>
        <Typography variant="body2" color="text.secondary">{`${location.city}, ${location.state} ${location.zipcode}`}</Typography>
        {location.address_phone && <Typography variant="body2" color="text.secondary">{location.address_phone}</Typography>}
        {location.custom_tags.length > 0 && (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
            {location.custom_tags.map((tag) => <Chip key={tag} label={tag} size="small" color="secondary" variant="outlined" />)}
          </Stack>
        )}
        {social.length > 0 && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1, wordBreak: 'break-word' }}>
            {social.join(' ')}
          </Typography>
        )}
      </CardContent>
      <CardActions>
        <Button size="small" onClick={onEdit}>{translate('locations.edit')}</Button>
        <Allowed resource="locations" action="archive">
          <Button size="small" color="error" onClick={onArchive}>{translate('locations.archive')}</Button>
        </Allowed>
      </CardActions>
    </Card>
  );
}
