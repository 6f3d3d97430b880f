import {
  isVariantOf,
  type KeptPicture,
  parseVariantPath,
  pictureVariants,
  srcsetOf,
  variantFor,
  variantFormats,
  variantPath,
  variantWidths,
} from './picture-variants.js';

const photo = (width: number, kind: KeptPicture['kind'] = 'jpg'): KeptPicture => ({
  path: 'uploads/6f1c.jpg',
  hash: '0123456789ab',
  kind,
  width,
});

describe('which widths a picture gets', () => {
  it.each<[string, KeptPicture, number[]]>([
    ['a large photo: the three standard widths', photo(2048), [320, 640, 1280]],
    ['a photo of exactly 1280: the three', photo(1280), [320, 640, 1280]],
    ['a photo of 900: the two below and its own width, never enlarged', photo(900), [320, 640, 900]],
    ['a photo of 640: 320 and its own', photo(640), [320, 640]],
    ['a photo narrower than the smallest: its own width only', photo(200), [200]],
    ['a drawing scales without loss: every width', photo(400, 'svg'), [320, 640, 1280]],
  ])('%s', (_, picture, widths) => {
    expect(variantWidths(picture)).toEqual(widths);
  });
});

describe('which formats a picture gets, best first', () => {
  it.each<[KeptPicture['kind'], string[]]>([
    ['jpg', ['avif', 'webp', 'jpg']],
    ['png', ['avif', 'webp', 'png']],
    ['webp', ['avif', 'webp']],
    ['gif', ['webp', 'gif']],
    ['svg', ['avif', 'webp']],
  ])('a %s: %j', (kind, formats) => {
    expect(variantFormats(kind)).toEqual(formats);
  });
});

describe("a variant's name", () => {
  it('sits beside the original with the hash, the width and the format', () => {
    expect(variantPath({ path: 'products/ring-1.svg', hash: 'abcdefabcdef' }, 'webp', 640)).toBe(
      'products/ring-1.abcdefabcdef.640w.webp',
    );
  });

  it('reads back what it names', () => {
    expect(parseVariantPath('products/ring-1.abcdefabcdef.640w.webp')).toEqual({
      stem: 'products/ring-1',
      hash: 'abcdefabcdef',
      width: 640,
      format: 'webp',
    });
  });

  it.each([
    'products/ring-1.svg',
    'products/ring-1.abcdef.640w.webp',
    'products/ring-1.abcdefabcdef.640.webp',
    'products/ring-1.abcdefabcdef.640w.svg',
    'products/ring-1.ABCDEFABCDEF.640w.webp',
  ])('%s is no variant', (path) => {
    expect(parseVariantPath(path)).toBeUndefined();
  });

  it('only the widths and formats the picture has are its variants', () => {
    expect(isVariantOf(photo(900), 'avif', 900)).toBe(true);
    expect(isVariantOf(photo(900), 'avif', 1280)).toBe(false);
    expect(isVariantOf(photo(900, 'gif'), 'avif', 320)).toBe(false);
    expect(isVariantOf(photo(900), 'webp', 500)).toBe(false);
  });
});

describe('what a page picks from the variants', () => {
  const variants = pictureVariants(photo(900), 'https://cdn.example/m');

  it('lists every format and width, at the base given', () => {
    expect(variants).toHaveLength(9);
    expect(variants[0]).toEqual({
      format: 'avif',
      width: 320,
      url: 'https://cdn.example/m/uploads/6f1c.0123456789ab.320w.avif',
    });
  });

  it('a srcset per format, narrowest first', () => {
    expect(srcsetOf(variants, 'webp')).toBe(
      'https://cdn.example/m/uploads/6f1c.0123456789ab.320w.webp 320w, ' +
        'https://cdn.example/m/uploads/6f1c.0123456789ab.640w.webp 640w, ' +
        'https://cdn.example/m/uploads/6f1c.0123456789ab.900w.webp 900w',
    );
  });

  it.each<[number, number]>([
    [100, 320],
    [320, 320],
    [390, 640],
    [1280, 900],
  ])('a slot of %i px gets the %i px variant (the widest when none is wide enough)', (slot, width) => {
    expect(variantFor(variants, 'avif', slot)?.width).toBe(width);
  });
});
