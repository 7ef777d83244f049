// Reads a voucher's QR code with the phone's camera on every phone browser (issue 32): the
// browser's BarcodeDetector where there is one (Chrome on Android), else the jsqr decoder on video
// frames (iPhone Safari), loaded only when a scan starts so it is not part of the page's first
// load. A photo of the QR code (the file picker opens the camera) is read the same way.
// The QR code carries the voucher page's URL; its last path segment is the key the API takes.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslate } from 'react-admin';
import { VOUCHER_KEY } from '../../../contract/vouchers';

interface DetectedBarcode { rawValue: string }
interface BarcodeDetectorLike { detect(source: HTMLVideoElement): Promise<DetectedBarcode[]> }
type DetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

const detectorClass = () => (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
export const canScan = () => Boolean(navigator.mediaDevices?.getUserMedia);

/** The voucher key in a scanned text: '…/v/{key}' or the key itself. */
export function voucherKeyOf(text: string): string | null {
  const candidate = text.trim().split('?')[0]!.split('/').pop() ?? '';
  return VOUCHER_KEY.test(candidate) ? candidate : null;
}

/** The QR text in a picture (a video frame or a photo), read by jsqr on a canvas at most 1024 px wide. */
async function readWithJsqr(source: CanvasImageSource, width: number, height: number, canvas: HTMLCanvasElement): Promise<string | null> {
  const { default: jsQR } = await import('jsqr');
  const scale = Math.min(1, 1024 / Math.max(width, height, 1));
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context || !canvas.width || !canvas.height) return null;
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
  return jsQR(pixels.data, pixels.width, pixels.height)?.data ?? null;
}

/** A video frame's QR text, by the browser's detector when it has one. */
function frameReader(): (video: HTMLVideoElement) => Promise<string | null> {
  const Detector = detectorClass();
  const canvas = document.createElement('canvas');
  if (Detector) {
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video).catch(() => []))[0]?.rawValue ?? null;
  }
  return (video) => readWithJsqr(video, video.videoWidth, video.videoHeight, canvas);
}

/** A chosen photo's QR text. */
export async function readPhoto(file: File): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  try {
    return await readWithJsqr(bitmap, bitmap.width, bitmap.height, document.createElement('canvas'));
  } finally {
    bitmap.close();
  }
}

export function QrScanner({ onKey, onClose }: { onKey: (key: string) => void; onClose: () => void }) {
  const translate = useTranslate();
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        const read = frameReader();
        // One frame at a time: the next read starts 250 ms after the last one ended.
        const tick = async () => {
          if (stopped || !video.current) return;
          const text = await read(video.current).catch(() => null);
          if (stopped) return;
          const key = text ? voucherKeyOf(text) : null;
          if (key) return onKey(key);
          if (text) setProblem(translate('redeem.notAVoucher'));
          timer = setTimeout(tick, 250);
        };
        void tick();
      } catch {
        if (!stopped) setProblem(translate('redeem.noCamera'));
      }
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [onKey, translate]);

  return (
    <Box sx={{ my: 2 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>{translate('redeem.scanning')}</Typography>
      {problem && <Alert severity="warning" sx={{ mb: 1 }}>{problem}</Alert>}
      <Box component="video" ref={video} muted playsInline sx={{ width: '100%', maxWidth: 360, aspectRatio: '4 / 3', borderRadius: 1, bgcolor: 'grey.900' }} />
      <Box><Button onClick={onClose}>{translate('redeem.stopScan')}</Button></Box>
    </Box>
  );
}

/** "Scan a photo": the phone's camera through the file picker, where live video is refused or missing. */
export function PhotoScan({ onKey, onProblem }: { onKey: (key: string) => void; onProblem: (message: string) => void }) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const chosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const text = await readPhoto(file).catch(() => null);
    const key = text ? voucherKeyOf(text) : null;
    if (key) onKey(key);
    else onProblem(translate(text ? 'redeem.notAVoucher' : 'redeem.noQrInPhoto'));
  };
  return (
    <>
      <Button variant="outlined" onClick={() => input.current?.click()}>{translate('redeem.scanPhoto')}</Button>
      <input ref={input} type="file" accept="image/*" capture="environment" hidden onChange={chosen} data-testid="qr-photo" aria-label={translate('redeem.scanPhoto')} />
    </>
  );
}
