/**
 * Midtrans knows each payment attempt as `{orderId}-{n}` (README "Payments"), and its finish
 * redirect appends that as `order_id`. The shop's pages know the order by its own id, so the
 * attempt suffix is dropped. Anything else (blank, not an id) is no order at all.
 */
export function orderIdOfAttempt(reference: string | null | undefined): string | undefined {
  const match = /^\s*(\d+)(?:-\d+)?\s*$/.exec(reference ?? '');
  return match ? match[1] : undefined;
}
