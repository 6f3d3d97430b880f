import { ReviewMessages } from '@kilau/domain';

import type { UploadedImage } from '../platform/media/picture.js';
import { Refused } from '../platform/shared/refused.js';
import { readSubmission, type SubmissionInput } from './submission.js';

const form = (parts: SubmissionInput = {}): SubmissionInput => ({ rating: 5, review_text: 'Cantik sekali!', ...parts });
const png = (size = 100): UploadedImage => {
  const buffer = Buffer.alloc(size);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(buffer);
  return { originalname: 'foto.png', size, buffer };
};

function refusal(input: SubmissionInput, image?: UploadedImage): Refused {
  try {
    readSubmission(input, image);
  } catch (error) {
    if (error instanceof Refused) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('the review form', () => {
  it.each<[string, SubmissionInput, number, string]>([
    ['JSON', form(), 5, 'Cantik sekali!'],
    ['multipart text', form({ rating: '4', review_text: '  Bagus  ' }), 4, 'Bagus'],
    ['one star', form({ rating: 1 }), 1, 'Cantik sekali!'],
    ['2.000 characters', form({ review_text: 'a'.repeat(2000) }), 5, 'a'.repeat(2000)],
  ])('takes %s', (_, input, rating, reviewText) => {
    expect(readSubmission(input)).toMatchObject({ rating, reviewText });
  });

  it.each<[string, SubmissionInput, string[]]>([
    ['no rating', form({ rating: undefined }), ['rating']],
    ['zero stars', form({ rating: 0 }), ['rating']],
    ['an empty rating field', form({ rating: '' }), ['rating']],
    ['no text', form({ review_text: undefined }), ['review_text']],
    ['a blank text', form({ review_text: ' \n\t ' }), ['review_text']],
    ['neither', {}, ['rating', 'review_text']],
  ])("answers the seed's message for %s", (_, input, missing) => {
    const refused = refusal(input);
    expect(refused).toMatchObject({ kind: 'invalid', code: 'incomplete_review', message: ReviewMessages.incomplete });
    expect(refused.extra.detail).toBe(`Missing: ${missing.join(', ')}`);
    expect(Object.keys(refused.extra.fields!)).toEqual(missing);
  });

  it.each<[string, SubmissionInput, string, string]>([
    ['six stars', form({ rating: 6 }), 'rating', 'The rating must be a whole number of stars from 1 to 5'],
    ['half a star', form({ rating: '4.5' }), 'rating', 'The rating must be a whole number of stars from 1 to 5'],
    [
      'a word for a rating',
      form({ rating: 'five' }),
      'rating',
      'The rating must be a whole number of stars from 1 to 5',
    ],
    ['negative stars', form({ rating: -1 }), 'rating', 'The rating must be a whole number of stars from 1 to 5'],
    [
      '2.001 characters',
      form({ review_text: 'a'.repeat(2001) }),
      'review_text',
      'The review is too long: 2000 characters at most',
    ],
    ['ids that are not ids', form({ product_ids: ['x'] }), 'product_ids', 'product_ids must be a list of ids'],
    ['a broken JSON list', form({ charm_ids: '[1,' }), 'charm_ids', 'charm_ids must be a list of ids'],
    ['a zero id', form({ gift_set_ids: [0] }), 'gift_set_ids', 'gift_set_ids must be a list of ids'],
  ])('refuses %s', (_, input, field, message) => {
    expect(refusal(input)).toMatchObject({
      code: 'validation_failed',
      message,
      extra: { fields: { [field]: [message] } },
    });
  });

  it.each<[string, unknown, number[]]>([
    ['absent', undefined, []],
    ['empty text', '', []],
    ['an empty list', [], []],
    ['a JSON list', [3, 4], [3, 4]],
    ['repeated multipart fields', ['3', '4'], [3, 4]],
    ['one multipart field', '3', [3]],
    ['comma-separated text', '3, 4,', [3, 4]],
    ['a JSON list as text', '[3,4]', [3, 4]],
    ['one number', 3, [3]],
    ['the same id twice', [3, 3], [3]],
  ])('reads ids %s', (_, value, ids) => {
    expect(readSubmission(form({ product_ids: value })).named.productIds).toEqual(ids);
  });

  it('takes a picture by its bytes', () => {
    expect(readSubmission(form(), png()).image).toMatchObject({ kind: 'png' });
  });

  it('takes an empty file field as no picture', () => {
    expect(readSubmission(form(), { originalname: '', size: 0, buffer: Buffer.alloc(0) }).image).toBeUndefined();
  });

  it('refuses a file that is no picture, whatever its name', () => {
    const pdf = { originalname: 'foto.jpg', size: 8, buffer: Buffer.from('%PDF-1.7') };
    expect(refusal(form(), pdf)).toMatchObject({
      code: 'not_an_image',
      message: 'The image must be a picture: JPEG, PNG, WebP or GIF',
      extra: { detail: 'foto.jpg is not a JPEG, PNG, WebP or GIF picture' },
    });
  });

  it('refuses a picture over 5 MB', () => {
    expect(refusal(form(), png(5 * 1024 * 1024 + 1))).toMatchObject({ code: 'image_too_large' });
  });
});
