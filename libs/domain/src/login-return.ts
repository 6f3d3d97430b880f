/** The staff console's address: the only page outside the storefront a login may return to. */
export const CONSOLE_PATH = '/adminDashboard';

/**
 * Whether a login may end on `next`: a page of the staff console that sent a staff member to log
 * in (order-side seed §6). Anything else (another site, `//host`, backslashes, blanks) is refused,
 * so a crafted login link or mail cannot send anyone off the shop; shoppers end on the home page.
 */
export function isConsoleReturnPath(next: string): boolean {
  const inConsole = next === CONSOLE_PATH || next.startsWith(`${CONSOLE_PATH}/`) || next.startsWith(`${CONSOLE_PATH}?`);
  return inConsole && next.length <= 512 && !/[\\\s]/.test(next) && !next.includes('//');
}

/** Pages a login never returns to: the login screens themselves (a loop). */
const LOGIN_SCREENS = /^\/(login|verify)(?:[/?#]|$)/;

/**
 * Whether a login may end on `next`: a console page as above, or a storefront page that sent a
 * shopper to log in (My orders, a tracking page's Pay Now): a path of this site only, one leading
 * slash, no `//`, backslash, blank or control character, at most 512 characters, never the login
 * screens. Anything else is refused, so a crafted link cannot send anyone off the shop.
 */
export function isReturnPath(next: string): boolean {
  if (isConsoleReturnPath(next)) return true;
  const unsafe = /[\\\s\u0000-\u001f\u007f]/.test(next) || next.includes('//');
  return next.startsWith('/') && next.length <= 512 && !unsafe && !LOGIN_SCREENS.test(next);
}
