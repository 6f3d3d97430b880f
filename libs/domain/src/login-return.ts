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
