/**
 * The name the console greets a staff member by. Logins carry only an e-mail address (there is no
 * name field), so the name is the address's part before '@', its words (split at dots, dashes,
 * underscores, plus signs and digits) capitalised: admin@… is "Admin", budi.santoso@… "Budi Santoso".
 * An address without letters before '@' greets "Staff".
 */
export function staffName(email: string | null | undefined): string {
  const local = (email ?? '').trim().split('@')[0] ?? '';
  const words = local.split(/[._+\-\d\s]+/u).filter(Boolean);
  if (words.length === 0) return 'Staff';
  return words
    .map((word) => word.charAt(0).toLocaleUpperCase('id-ID') + word.slice(1).toLocaleLowerCase('id-ID'))
    .join(' ');
}
