/**
 * The four code boxes of /verify (storefront seed §2, §5: four single digits, all required).
 * Pure moves on the four values, so typing, backspace and paste behave the same everywhere.
 */
export const CODE_LENGTH = 4;

export type CodeDigits = readonly string[];

export const EMPTY_CODE: CodeDigits = Array.from({ length: CODE_LENGTH }, () => '');

export interface CodeMove {
  digits: CodeDigits;
  /** The box to focus next. */
  focus: number;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * What a box's new value does. One digit fills the box and moves on; several digits (a pasted
 * or autofilled code landing in one box) spread from that box onwards; no digit leaves it as it
 * was, so letters never show.
 */
export function typeInto(digits: CodeDigits, index: number, value: string): CodeMove {
  const typed = onlyDigits(value);
  if (!typed) return { digits, focus: index };
  // a box that held a digit gets old+new; the new digit is the last one typed
  const spread = value.length === 2 && digits[index] ? typed.slice(-1) : typed;
  const next = [...digits];
  let at = index;
  for (const digit of spread) {
    if (at >= CODE_LENGTH) break;
    next[at++] = digit;
  }
  return { digits: next, focus: Math.min(at, CODE_LENGTH - 1) };
}

/** Backspace: empties a filled box; in an empty box goes back one and empties that one. */
export function backspace(digits: CodeDigits, index: number): CodeMove {
  const next = [...digits];
  if (next[index]) {
    next[index] = '';
    return { digits: next, focus: index };
  }
  const back = Math.max(0, index - 1);
  next[back] = '';
  return { digits: next, focus: back };
}

/** A pasted text fills all four boxes when it holds exactly four digits (spaces, dashes ignored). */
export function pastedCode(text: string): CodeDigits | null {
  const digits = onlyDigits(text);
  return digits.length === CODE_LENGTH ? digits.split('') : null;
}

/** The code to send, or null while a box is empty. */
export function completeCode(digits: CodeDigits): string | null {
  return digits.length === CODE_LENGTH && digits.every((digit) => /^\d$/.test(digit)) ? digits.join('') : null;
}
