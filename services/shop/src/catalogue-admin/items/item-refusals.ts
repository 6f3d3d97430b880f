import type { FormErrors } from '@kilau/domain';

import { Refused } from '../../shared/refused.js';

/** A form's problems as one refusal: the first as the message, each field's under `fields`. Nothing is written. */
export function refuseForm(errors: FormErrors): void {
  const entries = Object.entries(errors);
  if (entries.length === 0) return;
  throw new Refused('invalid', 'validation_failed', entries[0]![1], {
    fields: Object.fromEntries(entries.map(([field, message]) => [field, [message]])),
  });
}
