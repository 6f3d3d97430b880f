import { consoleScreenshot, useConsoleWorld } from '../admin/console-harness.js';
import { logInStaff, readLoginMail } from '../shop-app.js';
import {
  askForCodeThroughPages,
  expectNoSeriousA11yViolations,
  PHONE,
  screenshot,
  storefrontPage,
  typeCode,
} from './storefront-harness.js';

/**
 * The one-time sign-in link of a login mail, opened in Chromium: it logs in and goes on to the
 * page the login started from (a console page for staff, the home page for shoppers), even while
 * codes for the address are paused; a spent link says so and offers the way back to /login.
 */
describe('signing in by the mailed link', () => {
  const world = useConsoleWorld();

  it('takes a staff member from the mail back to the console page that asked for a login', async () => {
    const { shop, browser } = world;
    const email = 'gudang-tautan@example.com';
    await logInStaff(shop, email);
    const page = await storefrontPage(browser, shop, { path: '/adminDashboard/giftsets' });
    await page.waitForURL((url) => url.pathname === '/login');
    const before = shop.mail.store.list()[0]?.id ?? 0;
    await askForCodeThroughPages(page, email);

    const mail = await readLoginMail(shop, email, before);
    expect(mail.link).toContain('next=%2FadminDashboard%2Fgiftsets');
    await page.goto(mail.link);
    await page.waitForURL((url) => url.pathname === '/adminDashboard/giftsets');
    await page.getByText('Hello, Gudang Tautan', { exact: true }).waitFor();
    await consoleScreenshot(page, 'console-after-sign-in-link');
    await page.close();
  });

  it('lets a shopper whose codes are paused in by the link, opened in a new tab, once', async () => {
    const { shop, browser } = world;
    const email = 'pembeli-tautan@example.com';
    const page = await storefrontPage(browser, shop, { path: '/login' });
    const before = shop.mail.store.list()[0]?.id ?? 0;
    await askForCodeThroughPages(page, email);
    const mail = await readLoginMail(shop, email, before);

    await shop.sql.query(`UPDATE login_guards SET locked_until = now() + interval '1 day' WHERE email = $1`, [email]);
    await typeCode(page, mail.code);
    await page
      .getByRole('alert')
      .getByText(/Codes for this address are paused until .* WIB/)
      .waitFor();

    const mailTab = await browser.context.newPage();
    await mailTab.goto(mail.link);
    await mailTab.waitForURL((url) => url.pathname === '/');
    await mailTab.getByText('Successfully logged in').first().waitFor();
    expect(new URL(mailTab.url()).hash).toBe('');
    // the tab the login started in is logged in too (one login per browser)
    await page.getByRole('banner').getByRole('button', { name: 'Account' }).waitFor();
    await mailTab.close();

    const spent = await storefrontPage(browser, shop, {
      width: PHONE,
      path: new URL(mail.link).pathname + new URL(mail.link).hash,
    });
    await spent
      .getByRole('alert')
      .getByText('Failed to sign in with the link: This sign-in link has already been used. Ask for a new login mail.')
      .waitFor();
    await expectNoSeriousA11yViolations(spent, 'a spent sign-in link');
    await screenshot(spent, 'sign-in-link-spent-390');
    await spent.getByRole('link', { name: 'Back to login' }).click();
    await spent.waitForURL((url) => url.pathname === '/login');
    await spent.close();
    await page.close();
  });
});
