import { checkLoginCode, codeToJudge, hashLoginCode, newLoginCode, sameHash } from './login-code.js';

const now = new Date('2026-11-22T10:00:00Z');
const live = (failedAttempts = 0, secondsLeft = 120) => ({
  expiresAt: new Date(now.getTime() + secondsLeft * 1000),
  failedAttempts,
});

describe('checking a login code', () => {
  it.each([
    ['no code waiting', undefined, true, { outcome: 'refused', reason: 'no_code' }],
    ['the right code in time', live(), true, { outcome: 'accepted' }],
    ['the right code after four wrong tries', live(4), true, { outcome: 'accepted' }],
    ['a wrong first try', live(0), false, { outcome: 'refused', reason: 'wrong_code', triesLeft: 4 }],
    ['the fifth wrong try', live(4), false, { outcome: 'refused', reason: 'wrong_code', triesLeft: 0 }],
    ['the right code after five wrong tries', live(5), true, { outcome: 'refused', reason: 'locked' }],
    ['the right code at its expiry', live(0, 0), true, { outcome: 'refused', reason: 'expired' }],
    ['the right code after expiry', live(0, -1), true, { outcome: 'refused', reason: 'expired' }],
  ])('%s', (_case, code, matches, expected) => {
    expect(checkLoginCode(code, matches, now)).toEqual(expected);
  });
});

describe('login codes', () => {
  it('are four digits, leading zeros kept', () => {
    expect(newLoginCode(() => 42)).toBe('0042');
    expect(newLoginCode(() => 9999)).toBe('9999');
    expect(newLoginCode()).toMatch(/^\d{4}$/);
  });

  it('are kept as a hash bound to the address and the secret', () => {
    const hash = hashLoginCode('s3cret', 'ayu@kilau.id', '4821');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('4821');
    expect(sameHash(hash, hashLoginCode('s3cret', 'ayu@kilau.id', '4821'))).toBe(true);
    expect(sameHash(hash, hashLoginCode('s3cret', 'budi@kilau.id', '4821'))).toBe(false);
    expect(sameHash(hash, hashLoginCode('other', 'ayu@kilau.id', '4821'))).toBe(false);
  });
});

describe('the code a guess is judged against', () => {
  const code = (id: string, requestedBy: string | null, secondsLeft: number) => ({
    id,
    requestedBy,
    expiresAt: new Date(now.getTime() + secondsLeft * 1000),
    failedAttempts: 0,
  });
  const owners = code('owner', '10.0.0.1', 200);
  const strangers = code('stranger', '203.0.113.9', 250);
  const ownersOld = code('owner-old', '10.0.0.1', -60);

  it.each<[string, ReturnType<typeof code>[], string, string | undefined]>([
    ['no code at all', [], '10.0.0.1', undefined],
    ["the owner's own code, though a stranger asked later", [strangers, owners], '10.0.0.1', 'owner'],
    ["the stranger's own code", [strangers, owners], '203.0.113.9', 'stranger'],
    ['the newest code for a client that asked for none', [strangers, owners], '198.51.100.7', 'stranger'],
    ["the client's live code, not its expired one", [owners, ownersOld], '10.0.0.1', 'owner'],
    ["the newest live code when the client's own expired", [strangers, ownersOld], '10.0.0.1', 'stranger'],
    ['the newest code, to answer expired, when none lives', [ownersOld], '203.0.113.9', 'owner-old'],
  ])('%s', (_case, codes, client, expected) => {
    expect(codeToJudge(codes, client, now)?.id).toBe(expected);
  });
});
