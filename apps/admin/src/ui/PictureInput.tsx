import { ImageField, ImageInput, TextInput } from 'react-admin';

import { imageToInput } from './imageValue';
import { ADDRESS_SUFFIX } from './pictures';

/**
 * One picture: pick a file (uploaded on save) or type the address of one already online. The
 * typed address replaces the picture when saved (see withTypedAddress).
 */
export function PictureInput({ source, label }: { source: string; label: string }) {
  return (
    <>
      <ImageInput source={source} label={label} accept={{ 'image/*': [] }} format={imageToInput}>
        <ImageField source="src" title="title" />
      </ImageInput>
      <TextInput
        source={`${source}${ADDRESS_SUFFIX}`}
        label="Or an image address"
        helperText="/media/... or https://..."
        fullWidth
      />
    </>
  );
}
