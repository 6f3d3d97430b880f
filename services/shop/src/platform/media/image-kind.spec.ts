import { imageKind } from './image-kind.js';

const bytes = (...parts: Array<number[] | string>) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

describe('what a file is, by its first bytes', () => {
  it.each<[string, Buffer, string | undefined]>([
    ['a JPEG (JFIF)', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'), 'jpg'],
    ['a JPEG (Exif)', bytes([0xff, 0xd8, 0xff, 0xe1]), 'jpg'],
    ['a PNG', bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13]), 'png'],
    ['a WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'webp'],
    ['a GIF 89a', bytes('GIF89a', [1, 0]), 'gif'],
    ['a GIF 87a', bytes('GIF87a'), 'gif'],
    ['a PDF named photo.jpg', bytes('%PDF-1.7'), undefined],
    ['an SVG (script may hide in it)', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), undefined],
    ['a WAV (RIFF, not WebP)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '), undefined],
    ['a PNG cut short', bytes([0x89], 'PNG'), undefined],
    ['text', bytes('hello'), undefined],
    ['nothing', bytes(), undefined],
  ])('%s is %s', (_, file, kind) => {
    expect(imageKind(file)).toBe(kind);
  });
});
