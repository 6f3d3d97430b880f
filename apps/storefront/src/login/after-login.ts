import { isConsoleReturnPath } from '@kilau/domain';

/**
 * Where a login started from `/login?next=...` goes once the code is accepted: the console page
 * that sent the staff member to log in, or nowhere special (the storefront's home). The rule is
 * the domain's, which the service applies to the `next` it puts in the mailed sign-in link too.
 */
export function consoleReturnPath(search: string): string | undefined {
  const next = new URLSearchParams(search).get('next') ?? '';
  return isConsoleReturnPath(next) ? next : undefined;
}
