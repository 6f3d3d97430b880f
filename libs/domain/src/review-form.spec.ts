import {
  isReviewComplete,
  isReviewImageType,
  isStarRating,
  missingReviewFields,
  REVIEW_STARS,
  reviewText,
} from './review-form.js';

describe('star ratings', () => {
  it.each([
    [1, true],
    [5, true],
    [3, true],
    [0, false],
    [6, false],
    [2.5, false],
    ['4', false],
    [Number.NaN, false],
    [undefined, false],
  ])('%p is a rating: %p', (value, rating) => {
    expect(isStarRating(value)).toBe(rating);
  });

  it('has five stars', () => {
    expect(REVIEW_STARS).toBe(5);
  });
});

describe('a complete review', () => {
  it.each([
    [{ rating: 4, text: 'Lovely' }, [], true],
    [{ rating: 0, text: 'Lovely' }, ['rating'], false],
    [{ rating: null, text: 'Lovely' }, ['rating'], false],
    [{ text: 'Lovely' }, ['rating'], false],
    [{ rating: 5, text: '   ' }, ['review_text'], false],
    [{ rating: 5, text: undefined }, ['review_text'], false],
    [{ rating: 0, text: '' }, ['rating', 'review_text'], false],
    [{ rating: 7, text: 'Too many stars' }, [], false],
  ])('%p lacks %p (complete: %p)', (form, missing, complete) => {
    expect(missingReviewFields(form)).toEqual(missing);
    expect(isReviewComplete(form)).toBe(complete);
  });

  it('keeps the text trimmed', () => {
    expect(reviewText('  Cantik sekali \n')).toBe('Cantik sekali');
    expect(reviewText(12)).toBe('');
  });
});

describe('review pictures', () => {
  it.each([
    ['image/jpeg', true],
    ['image/png', true],
    ['image/webp', true],
    ['image/gif', true],
    ['IMAGE/PNG', true],
    ['image/svg+xml', false],
    ['application/pdf', false],
    ['', false],
  ])('%s is taken: %p', (type, taken) => {
    expect(isReviewImageType(type)).toBe(taken);
  });
});
