/** Letters with no accent to take off, spelled as unaccent spells them. */
const SPELLED_OUT: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŧ: 't',
};
const UNSEPARABLE = /[ßæœøđðłþıħŧ]/g;
const COMBINING_MARKS = /[\u0300-\u036f]/g;
const ASCII = /^[\u0000-\u007f]*$/;

/**
 * Text as a search compares it, without case or accents ("Kalung Élégance" is found by
 * "kalung elegance"): compatibility forms decomposed (ligatures, full-width letters), the accents'
 * marks dropped, the letters that carry no separable accent spelled out (ß ss, æ ae, ø o), then
 * lower case. For the letters of names and e-mail addresses it folds as the database's
 * `kilau_fold` does (an int spec compares them); where the shop folds text itself, the stored text
 * and the words searched for go through this one function, so they always agree.
 */
export function foldForSearch(text: string): string {
  if (ASCII.test(text)) return text.toLowerCase();
  return text
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(UNSEPARABLE, (letter) => SPELLED_OUT[letter]!);
}
