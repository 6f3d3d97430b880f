/**
 * Records carry their picture as a URL string ('' when none); react-admin's ImageInput holds
 * `{ src, title }`, or `{ rawFile, src, title }` for a file picked in the browser. These turn one
 * into the other (providers/uploads.ts turns a picked file into its uploaded URL on save).
 */
export function imageToInput(value: unknown): unknown {
  if (typeof value === 'string') return value ? { src: value, title: value.split('/').pop() ?? value } : null;
  return value;
}

/** A picked file with its preview, as ImageInput shows it; a removed picture is saved as '' (no image). */
export function imageFromInput(value: unknown): unknown {
  if (value instanceof File) return { rawFile: value, src: URL.createObjectURL(value), title: value.name };
  return value ?? '';
}

/**
 * The picture as the service will receive it, for libs/domain's form check: a kept picture is its
 * URL; a picked file is not a URL yet (the upload endpoint judges its bytes on save), so the form
 * rule has nothing to check.
 */
function imageAsSaved(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if ((value as { rawFile?: unknown }).rawFile instanceof File) return undefined;
  const src = (value as { src?: unknown }).src;
  return typeof src === 'string' ? src : value;
}

/** A form-level check of the saved record's shape, run on what the form holds. */
export const checkAsSaved =
  <Errors>(check: (values: Record<string, unknown>) => Errors, source = 'image') =>
  (values: Record<string, unknown>): Errors =>
    check({ ...values, [source]: imageAsSaved(values[source]) });
