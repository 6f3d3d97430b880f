/**
 * Opens the queue dashboard as a browser does: the staff's API token buys a one-minute ticket
 * (GET /api/admin/queues/), and the ticket buys the dashboard's own cookie. Answers both.
 */
export async function openQueueDashboard(
  shopUrl: string,
  staffToken: string,
): Promise<{ ticket: string; cookie: string }> {
  const listed = await fetch(`${shopUrl}/api/admin/queues/`, { headers: { authorization: `Bearer ${staffToken}` } });
  const { dashboard_url } = (await listed.json()) as { dashboard_url: string };
  const ticket = new URL(dashboard_url, shopUrl).searchParams.get('ticket')!;
  const opened = await fetch(`${shopUrl}${dashboard_url}`, { redirect: 'manual' });
  if (opened.status !== 303) throw new Error(`the ticket answered ${opened.status}`);
  return { ticket, cookie: opened.headers.get('set-cookie')!.split(';')[0]! };
}
