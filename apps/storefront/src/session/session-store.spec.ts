import { isLoggedIn, type StoredSession, tokenExpiry } from './session-store';

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
    refreshToken: 'r',
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
});
