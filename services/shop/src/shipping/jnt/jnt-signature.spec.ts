import { jntSign } from './jnt-signature.js';

describe("J&T's signature", () => {
  it('matches the test vector of PROVIDERS.md 2.2', () => {
    expect(jntSign('{"detail":[{"orderid":"TEST-1"}]}', 'testkey')).toBe(
      'MTkxZmRiNmRiYWIxY2JlNjU3NDMwODYxMWQxMWZmNDI=',
    );
  });

  it('changes with a byte of the JSON', () => {
    expect(jntSign('{"detail":[{"orderid":"TEST-2"}]}', 'testkey')).not.toBe(
      'MTkxZmRiNmRiYWIxY2JlNjU3NDMwODYxMWQxMWZmNDI=',
    );
  });
});
