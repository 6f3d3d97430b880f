import { ImageField, ImageInput } from 'react-admin';

import { imageFromInput, imageToInput } from './imageValue';

/**
 * A record's one picture: pick a file (uploaded on save by providers/uploads.ts) or remove the
 * current one, which saves '' (no image).
 */
export function ItemImageInput({ source = 'image', label = 'Image' }: { source?: string; label?: string }) {
  return (
    <ImageInput source={source} label={label} accept={{ 'image/*': [] }} format={imageToInput} parse={imageFromInput}>
      <ImageField source="src" title="title" />
    </ImageInput>
  );
}
