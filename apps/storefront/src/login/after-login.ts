/** The staff console's address: the only place outside the storefront a login may return to. */
const CONSOLE = '/adminDashboard';

/**
 * Where a login started from `/login?next=...` goes once the code is accepted: the console page
 * that sent the staff member to log in, or nowhere special (the storefront's home). Anything
 * else in `next` is ignored, so a crafted link cannot send a shopper off the shop.
 */
export function consoleReturnPath(search: string): string | undefined {
  const next = new URLSearchParams(search).get('next') ?? '';
  const isConsole = next === CONSOLE || next.startsWith(`${CONSOLE}/`) || next.startsWith(`${CONSOLE}?`);
  return isConsole && !/[\\\s]/.test(next) && !next.includes('//') ? next : undefined;
}
