// Proof screenshot (spec 1 §2 Widgets, §6): the proof image full width, or a message when there is
// none. Only users the control table lets replace it (admins) may click it to upload another
// image (PUT proof/{id}/updateProofImage; the server refuses anyone else); success toasts
// 'Proof image updated!'. Until the access check answers, the image shows read-only.
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import { useControl } from '../access';
import { ImageUpload } from '../ImageUpload';
import { useChange } from '../change/useChange';

export interface ProofScreenshotProps {
  proofId: number;
  imageUrl: string | null;
  /** The proof's type; spec 1 §3: image type 'proof' when it has one, else 'reverseFlowProof'. */
  proofType?: string | null;
  onUpdated?: (url: string) => void;
  /** Shown read-only whatever the caller's role: a proof of a business other than the current one. */
  readOnly?: boolean;
}

export function ProofScreenshot({ proofId, imageUrl, proofType, onUpdated, readOnly = false }: ProofScreenshotProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useDataProvider<AppDataProvider>();
  const mayReplace = useControl('proofImage', 'replace').allowed && !readOnly;
  // The shown image follows the prop, and a replacement at once (before any list refetch).
  const [shown, setShown] = useState(imageUrl);
  useEffect(() => setShown(imageUrl), [imageUrl]);
  const save = useChange({
    mutationFn: (url: string) => dp.updateProofImage(proofId, url),
    onSuccess: (reply) => {
      setShown(reply.proof_image_url);
      notify('reviews.screenshot.updated', { type: 'success' });
      onUpdated?.(reply.proof_image_url);
    },
    onError: () => notify('reviews.upload.error', { type: 'error' }),
  });

  if (!mayReplace) {
    return shown
      ? <Box component="img" src={shown} alt={translate('reviews.dialog.title')} sx={{ display: 'block', width: '100%', height: 'auto', borderRadius: 1 }} />
      : <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>{translate('reviews.screenshot.none')}</Typography>;
  }
  return (
    <ImageUpload
      value={shown}
      editMode={!save.isPending}
      imageType={proofType ? 'proof' : 'reverseFlowProof'}
      alt={translate('reviews.screenshot.replace')}
      onChange={(url) => {
        if (url) save.mutate(url);
      }}
    />
  );
}

export default ProofScreenshot;
