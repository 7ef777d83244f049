// A QR code (spec 2 §9: error level M, size 200) that downloads itself as the JPEG 'qrCode.jpg'
// when clicked. qrcode.react is imported only here, so it stays in the chunks of lazy pages.
import { useRef } from 'react';
import ButtonBase from '@mui/material/ButtonBase';
import { QRCodeCanvas } from 'qrcode.react';

export interface QrCodeProps {
  value: string;
  size?: number;
  title?: string;
}

export function QrCode({ value, size = 200, title }: QrCodeProps) {
  const box = useRef<HTMLDivElement>(null);
  const download = () => {
    const canvas = box.current?.querySelector('canvas');
    if (!canvas) return;
    const link = document.createElement('a');
    link.href = canvas.toDataURL('image/jpeg', 0.95);
    link.download = 'qrCode.jpg';
    link.click();
  };
  return (
    <ButtonBase onClick={download} title={title} aria-label={title ?? 'Download QR code'} data-testid="qr-code" sx={{ p: 1, bgcolor: '#fff', borderRadius: 1 }}>
      <div ref={box}>
        <QRCodeCanvas value={value} size={size} level="M" marginSize={1} />
      </div>
    </ButtonBase>
  );
}

export default QrCode;
