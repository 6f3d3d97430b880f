/** The pictures the shop keeps (review photos, catalogue uploads), by what their first bytes say rather than by name or declared type. */
export type ImageKind = 'jpg' | 'png' | 'webp' | 'gif';

const ascii = (bytes: Uint8Array, from: number, text: string) =>
  bytes.length >= from + text.length && [...text].every((char, i) => bytes[from + i] === char.charCodeAt(0));

/**
 * The picture format of a file from its magic bytes: JPEG (FF D8 FF), PNG (its 8-byte signature),
 * WebP (RIFF....WEBP), GIF (GIF87a / GIF89a). Anything else is no picture we take.
 */
export function imageKind(bytes: Uint8Array): ImageKind | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes[0] === 0x89 && ascii(bytes, 1, 'PNG\r\n\x1a\n')) return 'png';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'webp';
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return 'gif';
  return undefined;
}
