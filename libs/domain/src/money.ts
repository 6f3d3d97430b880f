/**
 * Rupiah amounts are whole numbers: the shop never shows or stores decimals (storefront seed §9).
 */
export type Rupiah = number;

const thousands = /\B(?=(\d{3})+(?!\d))/g;

/** Groups digits with Indonesian thousand dots: 1250000 -> "1.250.000". */
export function groupThousands(amount: Rupiah): string {
  const whole = Math.round(Math.abs(amount));
  const grouped = String(whole).replace(thousands, '.');
  return amount < 0 && whole !== 0 ? `-${grouped}` : grouped;
}

/** The storefront's display of a price: "Rp 1.250.000". */
export function formatRupiah(amount: Rupiah): string {
  return `Rp ${groupThousands(amount)}`;
}

/** True for a whole, non-negative rupiah amount that fits a PostgreSQL integer column. */
export function isRupiahAmount(value: unknown): value is Rupiah {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 2_147_483_647;
}

/**
 * The review page's and legacy payment page's display, with the seed's fixed cents (order-side seed
 * §2 'Review page', §9): "Rp. 1.250.000,00". Amounts are whole rupiah, so the cents are always 00.
 */
export function formatRupiahWithCents(amount: Rupiah): string {
  return `Rp. ${groupThousands(amount)},00`;
}
