import { jntSign, signedWith } from './signature.js';

describe('the J&T signature', () => {
  it('reproduces the test vector of PROVIDERS.md 2.2', () => {
    expect(jntSign('{"detail":[{"orderid":"TEST-1"}]}', 'testkey')).toBe(
      'MTkxZmRiNmRiYWIxY2JlNjU3NDMwODYxMWQxMWZmNDI=',
    );
  });

  it('signs the exact text: another spacing of the same JSON is another signature', () => {
    const sign = jntSign('{"detail":[{"orderid":"TEST-1"}]}', 'testkey');
    expect(signedWith('{"detail":[{"orderid":"TEST-1"}]}', sign, 'testkey')).toBe(true);
    expect(signedWith('{"detail": [{"orderid": "TEST-1"}]}', sign, 'testkey')).toBe(false);
    expect(signedWith('{"detail":[{"orderid":"TEST-1"}]}', sign, 'otherkey')).toBe(false);
    expect(signedWith(undefined, sign, 'testkey')).toBe(false);
  });
});
