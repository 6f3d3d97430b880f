import type { Parcel } from '../orders/courier-order.js';
import { stableHash } from '../stable-hash.js';

/**
 * City names for common J&T city codes; the simulator has no mapping file, so another code is
 * shown as the code itself.
 */
const CITIES: Record<string, string> = {
  JKT: 'JAKARTA',
  BKI: 'BEKASI',
  BGR: 'BOGOR',
  DPK: 'DEPOK',
  TGR: 'TANGERANG',
  BDO: 'BANDUNG',
  SRG: 'SEMARANG',
  JOG: 'YOGYAKARTA',
  SUB: 'SURABAYA',
  MLG: 'MALANG',
  DPS: 'DENPASAR',
  MES: 'MEDAN',
  PLM: 'PALEMBANG',
  MKS: 'MAKASSAR',
  BPN: 'BALIKPAPAN',
};

export const cityName = (code: string): string => CITIES[code] ?? code;

/** The sorting hub of a city, as J&T names its gateways in tracking ("MEDAN_GATEWAY"). */
export const hubName = (code: string): string => `${cityName(code).replace(/ /g, '_')}_GATEWAY`;

const COURIERS = ['Agus Santoso', 'Budi Hartono', 'Dedi Kurniawan', 'Eko Prasetyo', 'Hendra Wijaya', 'Rudi Hermawan'];

export interface Courier {
  id: string;
  name: string;
  phone: string;
}

/** The couriers who pick a parcel up and deliver it: made up, but the same for a waybill every time. */
export function courierFor(awb: string, leg: 'pickup' | 'delivery', parcel: Parcel): Courier {
  const hash = stableHash(`${awb}:${leg}`);
  const city = leg === 'pickup' ? parcel.shipper.originCode : parcel.receiver.destinationCode;
  return {
    id: `${city}${String(hash % 100_000).padStart(5, '0')}`,
    name: COURIERS[hash % COURIERS.length] as string,
    phone: `+62812${String(hash % 100_000_000).padStart(8, '0')}`,
  };
}
