import type { Page } from 'playwright-core';

/**
 * The shop's API as a browser test may bend it, to see what a page does when a call is slow or
 * fails. A path is matched whole (its query ignored), or by a pattern.
 */
type CallPath = string | RegExp;

const matches = (path: CallPath) => (url: URL) =>
  typeof path === 'string' ? url.pathname === path : path.test(url.pathname);

/** Answers this call (any method, or only `method`) with a 500 and no words of its own. */
export async function failCall(page: Page, path: CallPath, method?: string): Promise<void> {
  await page.route(matches(path), (route) =>
    !method || route.request().method() === method ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
  );
}

/** Holds this call's answers (`method`, GET unless said) until the answered `release` is called. */
export async function holdCall(page: Page, path: CallPath, method = 'GET'): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(matches(path), async (route) => {
    if (route.request().method() === method) await gate;
    await route.fallback();
  });
  return release;
}
