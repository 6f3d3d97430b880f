import { formField, jsonObject, textOf } from '../http/form-fields.js';
import type { JntCredentials } from '../jnt-config.js';
import { signedWith } from '../signature.js';
import { failed, type OrderAnswer, orderAnswer, REASONS } from './order-answers.js';

type Entry = Record<string, unknown>;

/** The orders of a signed `data_param` `{"detail":[…]}`, or the answer that refuses the whole call. */
export type SignedDetail = { entries: Entry[] } | { refusal: OrderAnswer };

function entriesOf(dataParam: string | undefined): Entry[] | undefined {
  const detail = jsonObject(dataParam)?.detail;
  if (!Array.isArray(detail) || detail.length === 0) return undefined;
  return detail.map((entry: unknown) => (typeof entry === 'object' && entry !== null ? (entry as Entry) : {}));
}

/** Every order of the call is refused alike, each echoing its orderid (or "" when none can be read). */
function refuseAll(entries: Entry[] | undefined, reason: string): { refusal: OrderAnswer } {
  const orderids = entries?.map((entry) => textOf(entry.orderid) ?? '') ?? [''];
  return { refusal: orderAnswer(orderids.map((orderid) => failed(orderid, reason, reason))) };
}

/**
 * Reads `data_param` and checks `data_sign` over the exact posted text with the order key: the
 * create and cancel calls share this envelope. A bad or missing signature is refused before the
 * JSON is looked at, as a client that signs one text and posts another deserves.
 */
export function readSignedDetail(form: unknown, orderKey: string): SignedDetail {
  const dataParam = formField(form, 'data_param');
  const entries = entriesOf(dataParam);
  if (!signedWith(dataParam, formField(form, 'data_sign'), orderKey)) return refuseAll(entries, REASONS.badSign);
  return entries ? { entries } : refuseAll(undefined, REASONS.badParameters);
}

/** Each order carries the account's `username` and `api_key`. */
export function carriesAccount(entry: Entry, account: Pick<JntCredentials, 'username' | 'apiKey'>): boolean {
  return textOf(entry.username) === account.username && textOf(entry.api_key) === account.apiKey;
}
