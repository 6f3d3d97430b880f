import { categoryPage, stepPicture, swipeStep, thumbnailsScroll } from './detail-rules';

describe('swipe', () => {
  it.each([
    [200, 100, 1],
    [200, 154, 1],
    [200, 155, 0],
    [200, 245, 0],
    [200, 246, -1],
    [0, 300, -1],
    [50, 50, 0],
  ])('from %d to %d steps %d', (start, end, step) => {
    expect(swipeStep(start, end)).toBe(step);
  });
});

describe('picture steps', () => {
  it.each([
    [0, 1, 3, 1],
    [2, 1, 3, 0],
    [0, -1, 3, 2],
    [1, -1, 3, 0],
    [0, 1, 1, 0],
    [0, 1, 0, 0],
  ])('from %d by %d of %d is %d', (index, step, count, next) => {
    expect(stepPicture(index, step, count)).toBe(next);
  });
});

describe('thumbnail strip', () => {
  it.each([
    [1, false],
    [6, false],
    [7, true],
  ])('%d pictures scroll: %p', (count, scrolls) => {
    expect(thumbnailsScroll(count)).toBe(scrolls);
  });
});

describe('breadcrumb category', () => {
  it.each([
    ['necklace', '/necklaces'],
    ['jewel_set', '/jewel-set'],
    ['anklet', '/anklets'],
  ])('%s goes back to %s', (category, to) => {
    expect(categoryPage(category)?.to).toBe(to);
  });
  it('knows no page for an unknown category', () => {
    expect(categoryPage('watch')).toBeUndefined();
  });
});
