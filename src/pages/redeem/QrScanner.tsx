// Reads a voucher's QR code with the phone's camera through the browser's BarcodeDetector (Chrome
// on Android, Safari 17+); where it is missing the button is not offered and staff type the PIN.
// The QR code carries the voucher page's URL; its last path segment is the key the API takes.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { VOUCHER_KEY } from '../../../contract/vouchers';

interface DetectedBarcode { rawValue: string }
interface BarcodeDetectorLike { detect(source: HTMLVideoElement): Promise<DetectedBarcode[]> }
type DetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

const detectorClass = () => (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
export const canScan = () => Boolean(detectorClass() && navigator.mediaDevices?.getUserMedia);

/** The voucher key in a scanned text: '…/v/{key}' or the key itself. */
export function voucherKeyOf(text: string): string | null {
  const candidate = text.trim().split('?')[0]!.split('/').pop() ?? '';
  return VOUCHER_KEY.test(candidate) ? candidate : null;
}

export function QrScanner({ onKey, onClose }: { onKey: (key: string) => void; onClose: () => void }) {
  const translate = useTranslate();
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    const Detector = detectorClass();
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
        if (stopped || !video.current || !Detector) return;
        video.current.srcObject = stream;
        await video.current.play();
        const detector = new Detector({ formats: ['qr_code'] });
        timer = setInterval(async () => {
          if (!video.current) return;
          const [found] = await detector.detect(video.current).catch(() => []);
          if (!found) return;
          const key = voucherKeyOf(found.rawValue);
          if (key) onKey(key);
          else setProblem(translate('redeem.notAVoucher'));
        }, 300);
      } catch {
        setProblem(translate('redeem.noCamera'));
      }
    })();
    return () => {
      stopped = true;
      clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [onKey, translate]);

  return (
    <Box sx={{ my: 2 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>{translate('redeem.scanning')}</Typography>
      {problem && <Alert severity="warning" sx={{ mb: 1 }}>{problem}</Alert>}
      <Box component="video" ref={video} muted playsInline sx={{ width: '100%', maxWidth: 360, borderRadius: 1, bgcolor: 'grey.900' }} />
      <Box><Button onClick={onClose}>{translate('redeem.stopScan')}</Button></Box>
    </Box>
  );
}
