/**
 * Records carry their picture as a URL string ('' when none); react-admin's ImageInput holds
 * `{ src, title }` or a picked file. These turn one into the other (providers/uploads.ts turns a
 * picked file into its uploaded URL on save).
 */
export function imageToInput(value: unknown): unknown {
  if (typeof value === 'string') return value ? { src: value, title: value.split('/').pop() ?? value } : null;
  return value;
}

/** A removed picture is saved as '' (no image). */
export function imageFromInput(value: unknown): unknown {
  return value ?? '';
}
