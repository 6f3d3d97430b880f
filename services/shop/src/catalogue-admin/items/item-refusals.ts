import type { FormErrors } from '@kilau/domain';

import { Refused } from '../../shared/refused.js';

/**
 * A form's refusal: the first problem as the message, each field's under `fields`, and under
 * `errors` in the shape react-admin puts back on the form (each field's message, `root.serverError`
 * for the notification). Nothing is written.
 */
export function formRefusal(code: string, errors: FormErrors): Refused {
  const entries = Object.entries(errors);
  const message = entries[0]?.[1] ?? 'The form is not valid';
  return new Refused('invalid', code, message, {
    fields: Object.fromEntries(entries.map(([field, problem]) => [field, [problem]])),
    errors: { ...errors, root: { serverError: message } },
  });
}

/** Refuses the form when libs/domain's rules found any problem. */
export function refuseForm(errors: FormErrors): void {
  if (Object.keys(errors).length > 0) throw formRefusal('validation_failed', errors);
}
