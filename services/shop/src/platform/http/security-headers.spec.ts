import { contentSecurityPolicy } from './security-headers.js';

describe("the shop's Content-Security-Policy", () => {
  const policy = (apiUrl: string) =>
    contentSecurityPolicy({
      snapUrl: 'https://app.sandbox.midtrans.com/snap',
      apiUrl,
      https: true,
      inlineStyles: false,
    });

  it.each([
    ['Snap and the Core API on their own hosts (Midtrans)', 'https://api.sandbox.midtrans.com', 2],
    ['both on one host (the simulator)', 'https://app.sandbox.midtrans.com/midtrans/api', 1],
  ])("allows Midtrans's scripts and frames: %s", (_, apiUrl, origins) => {
    const csp = policy(apiUrl);
    const midtrans = [...new Set(['https://app.sandbox.midtrans.com', new URL(apiUrl).origin])];
    expect(midtrans).toHaveLength(origins);
    expect(csp['script-src']).toEqual(["'self'", ...midtrans]);
    expect(csp['frame-src']).toEqual(midtrans);
    // the card never goes to Midtrans by fetch: its token call is a script, so nothing is added here
    expect(csp['connect-src']).toEqual(["'self'", 'blob:']);
  });
});
