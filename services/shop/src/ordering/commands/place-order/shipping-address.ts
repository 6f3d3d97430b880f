import { checkoutFormProblem, phoneDigits } from '@kilau/domain';

import { Refused } from '../../../platform/shared/refused.js';
import type { CheckoutDto } from '../../dto/checkout.dto.js';
import type { ShippingAddress } from '../../events.js';

/**
 * The checkout form, judged by the shared rules with the seed's messages (the storefront runs
 * the same check before it calls), as the address the order keeps.
 */
export function shippingAddressFrom(dto: CheckoutDto): ShippingAddress {
  const form = { ...dto, receiver_phone: phoneDigits(dto.receiver_phone ?? '') };
  const problem = checkoutFormProblem(form, dto.shipping_cost);
  if (problem) {
    const fields = Object.fromEntries(Object.entries(problem.fields).map(([name, text]) => [name, [text]]));
    throw new Refused('invalid', 'checkout_form_invalid', problem.message, { fields });
  }
  const text = (value: string | undefined) => value ?? '';
  return {
    firstName: text(dto.first_name),
    lastName: text(dto.last_name),
    email: text(dto.email).toLowerCase(),
    phone: form.receiver_phone,
    address: text(dto.address),
    city: text(dto.city),
    district: text(dto.district),
    areaCode: text(dto.destAreaCode),
    province: text(dto.province),
    postalCode: text(dto.postal_code),
    country: 'IDN',
    text: [dto.address, dto.city, dto.province, dto.postal_code].map(text).join(', '),
  };
}
