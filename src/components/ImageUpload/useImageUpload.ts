// The image upload state machine of spec 1 §4: idle → file chosen (modal, 'Generating Preview')
// → preview ready → confirm ('Uploading' 0-100) → success emits the public URL, or failure resets
// and toasts 'Error Uploading Image'. Cancel clears everything; so does an external URL change.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import { compressImage, trackImageEvent } from './compress';

export type UploadPhase = 'idle' | 'generating' | 'ready' | 'uploading';

export interface UploadState {
  phase: UploadPhase;
  open: boolean;
  previewUrl: string | null;
  progress: number;
}

const IDLE: UploadState = { phase: 'idle', open: false, previewUrl: null, progress: 0 };

export function useImageUpload(value: string | null | undefined, imageType: string, onChange: (url: string | null) => void) {
  const dp = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [state, setState] = useState<UploadState>(IDLE);
  const file = useRef<File | null>(null);
  // Bumped on every reset so a compression or upload that finishes late is ignored.
  const generation = useRef(0);

  // Kept outside state too, so the object URL is released even when unmounting.
  const preview = useRef<string | null>(null);

  const reset = useCallback(() => {
    generation.current += 1;
    file.current = null;
    if (preview.current) URL.revokeObjectURL(preview.current);
    preview.current = null;
    setState(IDLE);
  }, []);

  useEffect(() => reset, [reset]);
  useEffect(() => {
    reset();
  }, [value, reset]);

  const fail = useCallback((event: 'Error: Image Compression' | 'Image: Upload Error', err: unknown) => {
    trackImageEvent(event, err);
    notify('reviews.upload.error', { type: 'error' });
  }, [notify]);

  const choose = useCallback(async (picked: File) => {
    reset();
    const run = generation.current;
    setState({ ...IDLE, open: true, phase: 'generating' });
    if (!picked.type.startsWith('image/')) {
      reset();
      fail('Error: Image Compression', 'not an image');
      return;
    }
    try {
      const compressed = await compressImage(picked, (p) => {
        if (generation.current === run) setState((s) => ({ ...s, progress: p }));
      });
      if (generation.current !== run) return;
      file.current = compressed;
      preview.current = URL.createObjectURL(compressed);
      setState({ phase: 'ready', open: true, previewUrl: preview.current, progress: 0 });
      trackImageEvent('Image: Previewed');
    } catch (err) {
      if (generation.current !== run) return;
      reset();
      fail('Error: Image Compression', err);
    }
  }, [reset, fail]);

  const confirm = useCallback(async () => {
    const chosen = file.current;
    if (!chosen) return;
    const run = generation.current;
    setState((s) => ({ ...s, phase: 'uploading', progress: 0 }));
    try {
      const url = await dp.uploadImage(chosen, imageType, (p) => {
        if (generation.current === run) setState((s) => ({ ...s, progress: p }));
      });
      if (generation.current !== run) return;
      reset();
      onChange(url);
    } catch (err) {
      if (generation.current !== run) return;
      // Back to the preview, progress and action text cleared, so the user may retry or cancel.
      setState((s) => ({ ...s, phase: 'ready', progress: 0 }));
      fail('Image: Upload Error', err);
    }
  }, [dp, imageType, onChange, reset, fail]);

  return { state, choose, confirm, cancel: reset };
}
