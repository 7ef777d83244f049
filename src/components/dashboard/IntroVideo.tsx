// 'No Proofs Yet' with the intro video (spec 1 §2 Timeline): the video page comes from the server's
// INTRO_VIDEO_URL (a real default page under /static); CLIENT_LITE sees its own variant and
// 'Your account has been created!'.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

export function IntroVideo({ url, lite }: { url: string; lite: boolean }) {
  const translate = useTranslate();
  const src = lite ? `${url}${url.includes('?') ? '&' : '?'}for=lite` : url;
  return (
    <Card data-testid="no-proofs-yet">
      <CardContent>
        {lite && <Typography variant="h5" component="h2" gutterBottom>{translate('dashboard.timeline.accountCreated')}</Typography>}
        <Typography variant="h6" component="h2" gutterBottom>{translate('dashboard.timeline.noProofsYet')}</Typography>
        <Box sx={{ position: 'relative', width: '100%', maxWidth: 720, aspectRatio: '16 / 9', bgcolor: 'grey.900', borderRadius: 1, overflow: 'hidden' }}>
          <Box component="iframe" src={src} title={translate('dashboard.timeline.introVideo')} allow="autoplay; fullscreen"
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }} />
        </Box>
      </CardContent>
    </Card>
  );
}
