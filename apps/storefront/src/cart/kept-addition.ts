import type { CartAddition } from '../api/types';

/**
 * An add-to-cart asked for while logged out: kept in this tab's sessionStorage, with the page it
 * was asked on, so that after the login (which comes back to that page through `next`) the page
 * can offer it again instead of losing it.
 */
export interface KeptAddition {
  /** The page (path and query) the shopper asked on. */
  path: string;
  addition: CartAddition;
  texts: { success: string; failure: string };
  /** What the notice on return says is kept. */
  notice: string;
}

const KEY = 'kilau.kept-addition';

export function keepAddition(kept: KeptAddition): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // storage full or refused: the shopper can still add again by hand
  }
}

/** The kept addition asked for on `path`, if any (a malformed entry reads as none). */
export function keptAdditionFor(path: string): KeptAddition | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as KeptAddition | null;
    if (!kept || typeof kept !== 'object' || kept.path !== path || typeof kept.addition !== 'object') return null;
    return kept;
  } catch {
    return null;
  }
}

export function forgetKeptAddition(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept then
  }
}
