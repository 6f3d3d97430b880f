import { isConsoleReturnPath, isReturnPath } from '@kilau/domain';

/**
 * Where a login started from `/login?next=...` goes once the code is accepted: the page that sent
 * the shopper or staff member to log in (a storefront page, or a console page), or nowhere special
 * (the storefront's home). The rule is the domain's, which the service applies to the `next` it
 * puts in the mailed sign-in link too.
 */
export function returnPath(search: string): string | undefined {
  const next = new URLSearchParams(search).get('next') ?? '';
  return isReturnPath(next) ? next : undefined;
}

/** The console page of a `/login?next=...`, the only kind a page outside this app loads. */
export function consoleReturnPath(search: string): string | undefined {
  const next = returnPath(search);
  return next && isConsoleReturnPath(next) ? next : undefined;
}

/** `/login?next=<here>`: the login link of a page that needs one, coming back to `here` after (home needs no `next`). */
export function loginPathFor(here: string): string {
  return here !== '/' && isReturnPath(here) ? `/login?next=${encodeURIComponent(here)}` : '/login';
}
