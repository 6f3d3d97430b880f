import { ADMIN_ORDER_TABS } from '@kilau/domain';
import { ShopClient } from '@kilau/local-stack';
import { DEMO_STAFF_EMAIL } from '@kilau/shop';

import { runLoad } from '../children.js';
import { type Figure, httpFigure, type Plan } from '../figures.js';
import type { LoadStep } from '../load/load-spec.js';

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const page = (filter: Record<string, string>, first = 0, size = 10) =>
  `/api/admin/orders?filter=${json(filter)}&range=${json([first, first + size - 1])}&sort=${json(['created_at', 'DESC'])}`;
const counts = (filter: Record<string, string>) => `/api/admin/orders/tab-counts?filter=${json(filter)}`;

/**
 * Order Management over the staff's orders table as the replay left it (the grown log's orders
 * and the bench's own): the first page of each tab with its counts, and a search by e-mail, as
 * the console calls them, by the demo's staff member logged in through the mail inbox.
 */
export async function consoleFigures(
  apiUrl: string,
  inboxUrl: string,
  orders: number,
  plan: Plan,
  ceiling: number,
  add: (figure: Figure) => void,
): Promise<void> {
  const staff = await new ShopClient(apiUrl).logIn(DEMO_STAFF_EMAIL, inboxUrl);
  const get = (path: string): LoadStep => ({ name: 'console', method: 'GET', path });
  const steps = [
    ...ADMIN_ORDER_TABS.map((tab) => get(page({ tab: tab.key }))),
    get(counts({})),
    get(page({ tab: 'all', q: 'pembeli42@' })),
    get(counts({ q: 'pembeli42@' })),
  ];
  const load = await runLoad({
    url: apiUrl,
    connections: plan.connections,
    seconds: plan.seconds,
    steps,
    tokens: [staff],
  });
  add(
    httpFigure(
      'console-orders',
      `console orders table at ${orders.toLocaleString('en')} orders (each tab's first page, counts, a search)`,
      load,
      ceiling,
    ),
  );
}
