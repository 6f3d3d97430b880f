import type { AreaCodeView } from './answers/areas.js';
import { CheckoutMessages } from './messages.js';

/** Where the checkout form says the parcel goes: the chosen city, district and area code. */
export interface ChosenDestination {
  city?: string;
  district?: string;
  destAreaCode?: string;
}

/** Names compare as the shopper reads them: case and runs of blanks do not matter. */
function sameName(a: string | undefined, b: string): boolean {
  const norm = (text: string) => text.trim().replace(/\s+/g, ' ').toUpperCase();
  return norm(a ?? '') === norm(b);
}

/**
 * Whether the area code is one the shop knows (`area`, null when it is not) and lies in the city
 * and, when the form names one, the district the shopper chose. The area code is what the waybill
 * and the fee go by, so a code from elsewhere would ship the parcel, and price it, somewhere else
 * than the address says.
 */
export function destinationProblem(
  chosen: ChosenDestination,
  area: Pick<AreaCodeView, 'kabupaten_kota' | 'kecamatan' | 'kecamatan_jnt'> | null,
): string | undefined {
  if (!area) return CheckoutMessages.areaCodeUnknown;
  if (!sameName(chosen.city, area.kabupaten_kota)) return CheckoutMessages.areaCodeOtherCity;
  const district = chosen.district?.trim();
  if (district && !sameName(district, area.kecamatan) && !sameName(district, area.kecamatan_jnt)) {
    return CheckoutMessages.areaCodeOtherDistrict;
  }
  return undefined;
}
