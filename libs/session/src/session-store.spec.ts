import { isLoggedIn, refreshLead, type StoredSession, tokenExpiry } from './session-store.js';

const jwt = (payload: object) => ['e30', Buffer.from(JSON.stringify(payload)).toString('base64url'), 'sig'].join('.');

describe('the stored login', () => {
  it("reads the access token's expiry claim in ms", () => {
    expect(tokenExpiry(jwt({ sub: 1, exp: 1_800_000_000 }))).toBe(1_800_000_000_000);
  });

  it.each(['not a token', jwt({ sub: 1 }), ''])('has no expiry for %j', (token) => {
    expect(tokenExpiry(token)).toBe(0);
  });

  const session = (expiresAt: number): StoredSession => ({
    token: 't',
    email: 'a@b.id',
    user: { id: 1, email: 'a@b.id' },
    expiresAt,
  });

  it.each([
    [null, false],
    [session(2_000), true],
    [session(1_000), false],
    [session(500), false],
  ])('is logged in at 1000 ms for %j: %s', (stored, expected) => {
    expect(isLoggedIn(stored, 1_000)).toBe(expected);
  });

  it('keeps no refresh token: the service keeps it in an httpOnly cookie', () => {
    expect(Object.keys(session(1))).toEqual(['token', 'email', 'user', 'expiresAt']);
  });
});

describe('when the access token is refreshed', () => {
  it.each([
    ['an hour-long token, a minute ahead', { iat: 1_000, exp: 4_600 }, 60_000],
    ['a four-minute token, a minute ahead', { iat: 1_000, exp: 1_240 }, 60_000],
    ['a 63-second token, a quarter of its life ahead', { iat: 1_000, exp: 1_063 }, 15_750],
    ['an 8-second token, 2 s ahead', { iat: 1_000, exp: 1_008 }, 2_000],
    ['a token without iat, a minute ahead', { exp: 1_008 }, 60_000],
  ])('%s', (_what, claims, lead) => {
    expect(refreshLead(jwt(claims))).toBe(lead);
  });
});
