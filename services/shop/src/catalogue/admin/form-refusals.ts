import type { Checked, FormProblems } from '@kilau/domain';

import { Refused } from '../../platform/shared/refused.js';

/**
 * A console form the shop's rules refuse, nothing written: the first problem as `message`, each
 * field's problem under `fields`, and under `errors` in the shape react-admin puts back on the form
 * (each field's message under its input, `root.serverError` in the notification). 400 unless the
 * state of things forbids it (`conflict`: 409, e.g. a page that already has its banner).
 */
export function refusedForm(
  problems: FormProblems,
  code = 'validation_failed',
  kind: Refused['kind'] = 'invalid',
): Refused {
  const entries = Object.entries(problems);
  const message = entries[0]?.[1] ?? 'The form is not valid';
  return new Refused(kind, code, message, {
    fields: Object.fromEntries(entries.map(([field, problem]) => [field, [problem]])),
    errors: { ...problems, root: { serverError: message } },
  });
}

/** Refuses the form when libs/domain's check found any problem. */
export function refuseForm(problems: FormProblems): void {
  if (Object.keys(problems).length > 0) throw refusedForm(problems);
}

/** The clean record of a form libs/domain's reader accepts; a refusal otherwise. */
export function accepted<T>(checked: Checked<T>): T {
  if (!checked.ok) throw refusedForm(checked.problems);
  return checked.value;
}

/** A request body as the form readers take it: an object, whatever was sent. */
export function formBody(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}
