/**
 * The order API's wording. "Request berhasil", "Sukses"/"Gagal", "Kecamatan Penerima Error",
 * "Orderid tidak boleh sama" and "…Status pesanan adalah : GOT" are J&T's, as integrations log
 * them; the rest is the simulator's own, in the same style.
 */
export const REASONS = {
  succeeded: 'Request berhasil',
  failed: 'Request gagal',
  badSign: 'Data sign tidak valid',
  badCredentials: 'Username atau api_key tidak valid',
  badParameters: 'Kesalahan pada parameter',
  unknownArea: 'Kecamatan Penerima Error',
  duplicate: 'Orderid tidak boleh sama',
  notFound: 'Order tidak ditemukan',
  alreadyCancelled: 'Status pesanan adalah : CANCEL_ORDER',
  pickedUp: 'Tidak dapat dibatalkan, Status pesanan adalah : GOT',
} as const;

/** One entry of `detail[]`, with the `desc` the whole answer takes when it is the first failure. */
export interface OrderOutcome {
  desc: string;
  detail: Record<string, string>;
}

/** The create and cancel answer: `success` a real JSON boolean here, `detail[]` one entry per order. */
export interface OrderAnswer {
  success: boolean;
  desc: string;
  detail: Record<string, string>[];
}

export function failed(
  orderid: string,
  reason: string,
  desc: string,
  extra: Record<string, string> = {},
): OrderOutcome {
  return { desc, detail: { orderid, status: 'Gagal', reason, ...extra } };
}

export function succeeded(orderid: string, extra: Record<string, string>): OrderOutcome {
  return { desc: REASONS.succeeded, detail: { orderid, status: 'Sukses', ...extra } };
}

export function orderAnswer(outcomes: OrderOutcome[]): OrderAnswer {
  const failure = outcomes.find((outcome) => outcome.detail.status !== 'Sukses');
  return {
    success: failure === undefined,
    desc: failure?.desc ?? REASONS.succeeded,
    detail: outcomes.map((outcome) => outcome.detail),
  };
}
