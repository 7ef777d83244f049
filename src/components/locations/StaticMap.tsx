// The static map preview (spec 1 §9): 250 wide on small screens, else 400; height 150; zoom 11.
// The image comes from our server's maps service as a data URL (fetched with the session token).
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { MAP_SIZE } from '../../../contract/locations';
import type { AppDataProvider } from '../../../dataProvider';

export function StaticMap({ latitude, longitude }: { latitude: number; longitude: number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const width = small ? MAP_SIZE.smallWidth : MAP_SIZE.width;
  const { data } = useQuery({
    queryKey: ['maps', 'static', latitude, longitude, width],
    queryFn: () => dataProvider.staticMap(latitude, longitude, width, MAP_SIZE.height, MAP_SIZE.zoom),
    staleTime: Infinity,
  });
  return (
    <Box sx={{ width, height: MAP_SIZE.height, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
      {data ? (
        <img src={data.src} width={width} height={MAP_SIZE.height} alt={translate('locations.mapAlt')} data-testid="static-map" style={{ display: 'block' }} />
      ) : (
        <Skeleton variant="rectangular" width={width} height={MAP_SIZE.height} />
      )}
    </Box>
  );
}
