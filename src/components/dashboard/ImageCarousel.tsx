// Proof image carousel of the voucher modal: one image at a time with previous/next and dots.
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import PrevIcon from '@mui/icons-material/ChevronLeft';
import NextIcon from '@mui/icons-material/ChevronRight';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

export function ImageCarousel({ images }: { images: { src: string; alt: string }[] }) {
  const translate = useTranslate();
  const [index, setIndex] = useState(0);
  if (images.length === 0) return <Typography color="text.secondary">{translate('dashboard.voucher.noImage')}</Typography>;
  const current = images[index % images.length];
  const step = (delta: number) => setIndex((i) => (i + delta + images.length) % images.length);
  return (
    <Box sx={{ position: 'relative', bgcolor: 'grey.100', borderRadius: 1, textAlign: 'center' }} data-testid="carousel">
      <Box component="img" src={current.src} alt={current.alt} sx={{ maxWidth: '100%', maxHeight: 260, display: 'block', mx: 'auto' }} />
      {images.length > 1 && (
        <>
          <IconButton onClick={() => step(-1)} aria-label={translate('dashboard.voucher.previousImage')} sx={{ position: 'absolute', left: 4, top: '45%', bgcolor: 'background.paper' }}>
            <PrevIcon />
          </IconButton>
          <IconButton onClick={() => step(1)} aria-label={translate('dashboard.voucher.nextImage')} sx={{ position: 'absolute', right: 4, top: '45%', bgcolor: 'background.paper' }}>
            <NextIcon />
          </IconButton>
          <Box sx={{ display: 'flex', justifyContent: 'center', gap: 0.5, py: 1 }}>
            {images.map((img, i) => (
              <Box key={img.src + String(i)} sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: i === index ? 'primary.main' : 'grey.400' }} />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
