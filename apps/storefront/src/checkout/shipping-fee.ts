import { CheckoutMessages } from '@kilau/domain';

/** J&T's tariff answer as the service passes it on (README "Shipping"): `content` is a JSON string. */
export interface TariffAnswer {
  is_success?: string | boolean;
  message?: string;
  content?: string;
  cost?: number;
}

export type TariffOutcome = { fee: number } | { problem: string };

/**
 * Reads the fee from J&T's answer (order-side seed §3: "is_success (string 'true'), content (JSON
 * string list, first entry has cost)"). No entry is 'No shipping options available'; anything
 * unreadable is 'Failed to calculate shipping fee'.
 */
export function tariffOutcome(answer: TariffAnswer | null | undefined): TariffOutcome {
  if (!answer || String(answer.is_success) !== 'true') return { problem: CheckoutMessages.shippingFeeFailed };
  let options: unknown;
  try {
    options = typeof answer.content === 'string' ? JSON.parse(answer.content) : answer.content;
  } catch {
    return { problem: CheckoutMessages.shippingFeeFailed };
  }
  if (!Array.isArray(options) || options.length === 0) return { problem: CheckoutMessages.noShippingOptions };
  const fee = Number((options[0] as { cost?: unknown })?.cost);
  return Number.isFinite(fee) && fee > 0 ? { fee: Math.round(fee) } : { problem: CheckoutMessages.shippingFeeFailed };
}
