import { type Checked, type NestedProblems, nestedProblems } from '@kilau/domain';

import { imageToInput } from './imageValue';

/*
 * Records carry pictures as addresses (strings); react-admin's ImageInput holds `{ src, title }`
 * for a kept picture and `{ rawFile }` for one just picked, which providers/uploads.ts uploads on
 * save (ui/imageValue converts one picture). These convert lists, and stand a picked file in for
 * its future address when the shop's rules check the form.
 */

/** A list of picture addresses as ImageInput (multiple) shows them. */
export function picturesToInput(value: unknown): unknown {
  return Array.isArray(value) ? value.map(imageToInput) : value;
}

/** The address a picture will have once saved: its own, or (a picked file) its upload's. */
export function pictureForCheck(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const picture = value as { src?: unknown; rawFile?: unknown };
  if (picture.rawFile instanceof File) return '/media/uploads/picked';
  return picture.src;
}

/** The suffix of the text field beside an ImageInput where an address can be typed instead. */
export const ADDRESS_SUFFIX = '_address';

/** A typed address, when there is one, wins over the picked or kept picture. */
export function withTypedAddress(source: string) {
  return (data: Record<string, unknown>): Record<string, unknown> => {
    const { [`${source}${ADDRESS_SUFFIX}`]: typed, ...rest } = data;
    const address = typeof typed === 'string' ? typed.trim() : '';
    return address ? { ...rest, [source]: address } : rest;
  };
}

/** A form-level validator from one of libs/domain's form readers. */
export function formValidator(check: (values: Record<string, unknown>) => Checked<unknown>) {
  return (values: Record<string, unknown>): NestedProblems => {
    const checked = check(values);
    return checked.ok ? {} : nestedProblems(checked.problems);
  };
}
