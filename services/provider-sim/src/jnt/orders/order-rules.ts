import { textOf } from '../http/form-fields.js';

/**
 * One field of the create-order object: whether it must be there, and what a valid value looks
 * like. Limits follow PROVIDERS.md 2.3 (the LoveCatz validator); the reasons are the simulator's
 * Indonesian wording, since J&T's own are not public.
 */
interface Rule {
  field: string;
  required: boolean;
  valid: (value: string) => boolean;
  reason: string;
}

const upTo = (max: number) => (value: string) => value.length <= max;
const matches = (pattern: RegExp) => (value: string) => pattern.test(value);
const anyText = () => true;

const PHONE = /^\+62\d{6,12}$/; // +62 and the national number, 15 characters at most
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const AMOUNT = /^\d+(\.\d+)?$/;

const text = (field: string, max: number, required = true): Rule => ({
  field,
  required,
  valid: upTo(max),
  reason: `${field} maksimal ${max} karakter`,
});
const phone = (field: string): Rule => ({
  field,
  required: true,
  valid: matches(PHONE),
  reason: `${field} harus diawali +62, maksimal 15 karakter`,
});
const cityCode = (field: string): Rule => ({
  field,
  required: true,
  valid: matches(/^[A-Za-z]{3}$/),
  reason: `${field} harus 3 huruf`,
});
const dateTime = (field: string): Rule => ({
  field,
  required: false,
  valid: matches(DATE_TIME),
  reason: `${field} harus berformat YYYY-MM-DD hh:mm:ss`,
});
const amount = (field: string): Rule => ({
  field,
  required: false,
  valid: matches(AMOUNT),
  reason: `${field} harus berupa angka`,
});

export const ORDER_RULES: readonly Rule[] = [
  text('orderid', 20),
  text('shipper_name', 30),
  text('shipper_contact', 30, false),
  phone('shipper_phone'),
  text('shipper_addr', 200),
  cityCode('origin_code'),
  text('receiver_name', 30),
  phone('receiver_phone'),
  text('receiver_addr', 200),
  { field: 'receiver_zip', required: true, valid: matches(/^\d{5}$/), reason: 'receiver_zip harus 5 digit angka' },
  cityCode('destination_code'),
  // Its format is J&T's district mapping, answered as "Kecamatan Penerima Error" (ReceiverAreas).
  { field: 'receiver_area', required: true, valid: anyText, reason: '' },
  { field: 'qty', required: true, valid: matches(/^[1-9]\d*$/), reason: 'qty harus bilangan bulat positif' },
  {
    field: 'weight',
    required: true,
    valid: (value) => AMOUNT.test(value) && Number(value) > 0 && Number(value) <= 100,
    reason: 'weight harus lebih dari 0 dan paling banyak 100 kg',
  },
  {
    field: 'goodsdesc',
    required: false,
    valid: (value) => value.length <= 40 && /^[A-Za-z0-9 ]*$/.test(value),
    reason: 'goodsdesc maksimal 40 karakter, hanya huruf, angka dan spasi',
  },
  text('item_name', 50),
  { field: 'servicetype', required: false, valid: matches(/^[16]$/), reason: 'servicetype harus 1 atau 6' },
  { field: 'expresstype', required: false, valid: matches(/^(1|EZ)$/), reason: 'expresstype harus 1 (EZ)' },
  amount('cod'),
  amount('goodsvalue'),
  amount('insurance'),
  dateTime('orderdate'),
  dateTime('sendstarttime'),
  dateTime('sendendtime'),
];

/** Why J&T refuses this order object, or undefined when every field passes. */
export function orderFault(order: Record<string, unknown>): string | undefined {
  for (const rule of ORDER_RULES) {
    const raw = order[rule.field];
    if (raw === undefined || raw === null || raw === '') {
      if (rule.required) return `${rule.field} tidak boleh kosong`;
      continue;
    }
    const value = textOf(raw);
    if (value === undefined) return `${rule.field} tidak valid`;
    if (!rule.valid(value)) return rule.reason;
  }
  return undefined;
}
