/**
 * A receiver's phone as staff read and dial it. The checkout stores the digits after +62, starting
 * with 8 (order-side seed §3 receiver_phone); older or hand-made records may carry the 0, 62 or +62
 * prefix, which is dropped first.
 */
function nationalDigits(phone: string): string | undefined {
  const digits = phone.replace(/[\s().-]/g, '');
  if (!/^\+?\d+$/.test(digits)) return undefined;
  const national = digits.replace(/^\+?62/, '').replace(/^0/, '');
  return /^8\d{6,12}$/.test(national) ? national : undefined;
}

/**
 * "+62 812-3456-7890": the operator prefix (3 digits), then groups of four; one or two digits left
 * at the end join the last group ("+62 812-3456-78901") rather than stand alone. `national` writes
 * it as dialled at home, "0812-3456-7890" (a spreadsheet reads a leading + as a formula). Anything
 * that is not an Indonesian mobile number is shown as stored.
 */
export function formatIndonesianPhone(phone: string, options: { national?: boolean } = {}): string {
  const national = nationalDigits(phone);
  if (!national) return phone.trim();
  const groups = [national.slice(0, 3)];
  const rest = national.slice(3);
  for (let at = 0; at < rest.length; at += 4) groups.push(rest.slice(at, at + 4));
  const last = groups.at(-1)!;
  if (groups.length > 2 && last.length < 3) groups.splice(-2, 2, groups.at(-2)! + last);
  return options.national ? `0${groups.join('-')}` : `+62 ${groups.join('-')}`;
}

/** The `tel:` link that dials it ("tel:+6281234567890"); none for what is not a mobile number. */
export function phoneHref(phone: string): string | undefined {
  const national = nationalDigits(phone);
  return national ? `tel:+62${national}` : undefined;
}
