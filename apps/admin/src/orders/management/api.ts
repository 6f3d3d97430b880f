import { HttpError } from 'react-admin';

import type { BatchResult, ReceiptResultAnswer } from '@kilau/domain';
import { authorization, refreshSession } from '@kilau/session';

import { ADMIN_API, httpClient } from '../../providers/http';

/**
 * Order Management's calls besides the list (which goes through the dataProvider): the tabs'
 * counts, the label and receipt batches, cancelling, a label's or packing slip's PDF, the export.
 */

/** What the list, the counts and the chips narrow the orders by. */
export interface OrderFilter {
  tab?: string;
  q?: string;
  start_date?: string;
  end_date?: string;
}

export async function fetchTabCounts(filter: Omit<OrderFilter, 'tab'>): Promise<Record<string, number>> {
  const { json } = await httpClient(
    `${ADMIN_API}/orders/tab-counts?filter=${encodeURIComponent(JSON.stringify(filter))}`,
  );
  return json as Record<string, number>;
}

export interface LabelResult extends BatchResult {
  waybill: string | null;
  label_url: string | null;
}

/** 'Create Label & Move to Collection' as one batch, answered as JSON (a result per order). */
export async function createLabels(orderIds: number[]): Promise<LabelResult[]> {
  const { json } = await httpClient('/api/orders/create_labels/', {
    method: 'POST',
    body: JSON.stringify({ order_ids: orderIds }),
  });
  return (json as { results: LabelResult[] }).results;
}

export type ReceiptResult = ReceiptResultAnswer;

export async function printReceipts(orderIds: number[]): Promise<ReceiptResult[]> {
  const { json } = await httpClient(`${ADMIN_API}/orders/receipts`, {
    method: 'POST',
    body: JSON.stringify({ order_ids: orderIds }),
  });
  const results = (json as { results?: ReceiptResult[] } | undefined)?.results;
  if (!Array.isArray(results)) throw new InvalidAnswer();
  return results;
}

/** An answer that was not the JSON the call promised. */
export class InvalidAnswer extends Error {}

export interface CancelAnswer {
  success?: boolean;
  message?: string;
  detail?: Array<{ orderid: string; status: string; reason: string }>;
}

/** J&T's cancel call through the shop (the order's waybill at J&T, then the order). */
export async function cancelOrder(orderId: number, reason: string): Promise<CancelAnswer | undefined> {
  const { json } = await httpClient('/api/jnt/cancel/', {
    method: 'POST',
    body: JSON.stringify({ detail: [{ orderid: String(orderId), reason }] }),
  });
  // undefined when the answer was not JSON (react-admin's fetchJson leaves it unparsed)
  return json as CancelAnswer | undefined;
}

/**
 * A file the service serves to staff only (a label or packing slip PDF, the orders' CSV). A plain
 * link cannot carry the bearer, so the file is fetched with it (one quiet refresh on 401, as
 * httpClient does) and handed over as a blob.
 */
export async function fetchFile(path: string, accept: string): Promise<{ blob: Blob; headers: Headers }> {
  const call = () => fetch(path, { headers: { Authorization: authorization() ?? '', Accept: accept } });
  let response = await call();
  if (response.status === 401 && (await refreshSession())) response = await call();
  if (!response.ok) throw new HttpError(response.statusText, response.status);
  return { blob: await response.blob(), headers: response.headers };
}

export async function fetchPdf(path: string): Promise<Blob> {
  return (await fetchFile(path, 'application/pdf')).blob;
}

/** The orders of the filter (tab, days, search) as the service's CSV, every page up to its cap. */
export async function exportOrders(filter: OrderFilter) {
  const { blob, headers } = await fetchFile(
    `${ADMIN_API}/orders/export.csv?filter=${encodeURIComponent(JSON.stringify(filter))}`,
    'text/csv',
  );
  const name = /filename="([^"]+)"/.exec(headers.get('Content-Disposition') ?? '')?.[1] ?? 'orders.csv';
  return {
    blob,
    name,
    total: Number(headers.get('X-Orders-Total') ?? 0),
    exported: Number(headers.get('X-Orders-Exported') ?? 0),
  };
}

/** An order's packing slip (PDF), for staff. */
export const packingSlipPath = (orderId: number) => `${ADMIN_API}/orders/${orderId}/packing-slip`;
