// The image upload widget of spec 1 §2 "Widgets used in proof screens", reusable by any screen:
// in edit mode a click (or Enter/Space) on the area opens the file picker; it shows the current
// image with an optional red delete button (emits null) or the 'Click to upload image' placeholder.
// A chosen file is compressed, previewed and uploaded to a signed URL (useImageUpload).
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/CloudUpload';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { PreviewDialog } from './PreviewDialog';
import { useImageUpload } from './useImageUpload';

export interface ImageUploadProps {
  value: string | null | undefined;
  onChange: (url: string | null) => void;
  /** 'proof', 'reverseFlowProof' (spec 1 §3) or another screen's image kind. */
  imageType: string;
  /** Picking and uploading work only in edit mode (spec 1 §5). */
  editMode?: boolean;
  confirmLabel?: string;
  allowDelete?: boolean;
  alt?: string;
  /** Height of the empty placeholder; the image keeps its own ratio. */
  minHeight?: number;
}

export function ImageUpload({ value, onChange, imageType, editMode = false, confirmLabel, allowDelete = false, alt = '', minHeight = 160 }: ImageUploadProps) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const { state, choose, confirm, cancel } = useImageUpload(value, imageType, onChange);
  const open = () => {
    if (editMode) input.current?.click();
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      open();
    }
  };

  return (
    <Box sx={{ position: 'relative', width: '100%' }}>
      <Box
        role={editMode ? 'button' : undefined}
        tabIndex={editMode ? 0 : undefined}
        aria-label={editMode ? translate('reviews.upload.placeholder') : undefined}
        onClick={open}
        onKeyDown={editMode ? onKey : undefined}
        data-testid="image-upload-area"
        sx={{
          width: '100%', cursor: editMode ? 'pointer' : 'default', borderRadius: 1, overflow: 'hidden',
          border: value ? 'none' : '2px dashed', borderColor: 'divider',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main' },
        }}
      >
        {value ? (
          <Box component="img" src={value} alt={alt} sx={{ display: 'block', width: '100%', height: 'auto' }} />
        ) : (
          <Box sx={{ minHeight, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', color: 'text.secondary', gap: 1, p: 2 }}>
            <UploadIcon fontSize="large" />
            <Typography>{translate('reviews.upload.placeholder')}</Typography>
          </Box>
        )}
      </Box>
      {editMode && allowDelete && value && (
        <IconButton
          aria-label={translate('reviews.upload.delete')}
          onClick={() => onChange(null)}
          sx={{ position: 'absolute', top: 8, right: 8, bgcolor: 'error.main', color: 'common.white', '&:hover': { bgcolor: 'error.dark' } }}
        >
          <DeleteIcon />
        </IconButton>
      )}
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        data-testid="image-upload-input"
        onChange={(e) => {
          const picked = e.target.files?.[0];
          e.target.value = ''; // the same file may be picked again after a cancel
          if (picked) void choose(picked);
        }}
      />
      <PreviewDialog state={state} confirmLabel={confirmLabel} onCancel={cancel} onConfirm={() => void confirm()} />
    </Box>
  );
}

export default ImageUpload;
