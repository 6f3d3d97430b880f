import { readSignInLink } from './sign-in-link';

const token = 'Zq3v8t1nO0bW4cY5dX6eU7fT8gS9hR0iQ1jP2kN3lM4';

describe('reading a mailed sign-in link', () => {
  it.each([
    ['a token', `#token=${token}`, { token }],
    [
      'a token and the console page it came from',
      `#token=${token}&next=%2FadminDashboard%2Fgiftsets`,
      { token, next: '/adminDashboard/giftsets' },
    ],
    ['no fragment', '', {}],
    ['a token cut short', `#token=${token.slice(0, 20)}`, {}],
    ['a page off the console', `#token=${token}&next=https%3A%2F%2Fevil.example%2F`, { token }],
    ['a storefront page', `#token=${token}&next=%2Fmy-orders`, { token, next: '/my-orders' }],
    ['another site by two slashes', `#token=${token}&next=%2F%2Fevil.example`, { token }],
  ])('%s', (_case, hash, expected) => {
    expect(readSignInLink(hash)).toEqual(expected);
  });
});
