// The offer image and coupon image as react-admin inputs over the shared upload widget
// (src/components/ImageUpload: compress, preview, signed PUT); a URL field stays below it so an
// admin can paste an image that is already hosted.
import Box from '@mui/material/Box';
import { TextInput, useInput } from 'react-admin';
import { ImageUpload } from '../../src/components/ImageUpload';
import { optionalUrlOrPath } from './imageRules';

export function ImageInput({ source, imageType, urlLabel, helperText, validate = optionalUrlOrPath }: {
  source: string; imageType: string; urlLabel: string; helperText?: string;
  /** The URL field's rule; an optional web URL or path on this host unless given. */
  validate?: (value: unknown) => string | undefined;
}) {
  const { field } = useInput({ source });
  return (
    <>
      <Box sx={{ maxWidth: 380, '& img': { aspectRatio: '380 / 200', objectFit: 'cover' } }}>
        <ImageUpload value={field.value as string | null} onChange={(url) => field.onChange(url)} imageType={imageType} editMode allowDelete minHeight={120} />
      </Box>
      <TextInput source={source} label={urlLabel} helperText={helperText} validate={(v: unknown) => validate(v)} />
    </>
  );
}
