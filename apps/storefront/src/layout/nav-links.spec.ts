import { searchTarget } from './nav-links';

describe('searchTarget (header search)', () => {
  it.each([
    ['couple bracelets', '/search?q=couple%20bracelets'],
    ['  gelang  ', '/search?q=gelang'],
    ['A&B / 18K?', '/search?q=A%26B%20%2F%2018K%3F'],
    ['', null],
    ['   \t ', null],
  ])('%j goes to %j', (text, target) => {
    expect(searchTarget(text)).toBe(target);
  });
});
