// /admin, Admin Controls (spec 3 §2: a page of links to the admin pages): every admin screen with
// its title and icon from the screen table and one line on what it is for.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { screenAt, type ScreenPath } from '../../../authProvider/screens';
import { screenViews } from '../../screens';

/** The admin screens, in the order an admin's week runs through them. */
export const ADMIN_SCREENS = [
  '/timelineReview', '/swayProofReviewTemplates', '/userLookup', '/chargebeeControl', '/mailingLists',
  '/simpleReports', '/adminSettings', '/swayOffersLandingPage', '/swayWallOfLove',
] as const satisfies readonly ScreenPath[];

export default function AdminControlsPage() {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2, maxWidth: 1000 }}>
      <Title title="shell.routes.admin" />
      <Typography variant="h5" component="h1" gutterBottom>{translate('shell.routes.admin')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>{translate('adminTools.controls.intro')}</Typography>
      <Box component="nav" aria-label={translate('shell.routes.admin')}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}>
        {ADMIN_SCREENS.map((path) => {
          const Icon = screenViews[path].icon;
          return (
            <Card key={path} variant="outlined">
              <CardActionArea component={Link} to={path} sx={{ height: '100%' }}>
                <CardContent>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
                    <Icon color="primary" />
                    <Typography variant="subtitle1" component="span" sx={{ fontWeight: 500 }}>{translate(screenAt(path).title)}</Typography>
                  </Stack>
                  <Typography variant="body2" color="text.secondary">{translate(`adminTools.controls.${path.slice(1)}`)}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          );
        })}
      </Box>
    </Box>
  );
}
