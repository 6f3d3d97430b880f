import type { Checked, FormProblems } from '@kilau/domain';

import { ShopError } from '../../http/shop-error.js';

/**
 * A console form the shop's rules refuse: the first problem as `message`, each field's problem
 * under `fields`, and under `errors` in the shape react-admin puts back on the form (each field's
 * message under its input, `root.serverError` in the notification).
 */
export function refusedForm(problems: FormProblems, status = 400): ShopError {
  const message = Object.values(problems)[0] ?? 'The form is not valid';
  const fields = Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, [problem]]));
  return new ShopError(status, status === 409 ? 'conflict' : 'validation_failed', message, {
    fields,
    body: { errors: { ...problems, root: { serverError: message } } },
  });
}

/** The clean record of a form the rules accept; a refusal otherwise. */
export function accepted<T>(checked: Checked<T>): T {
  if (!checked.ok) throw refusedForm(checked.problems);
  return checked.value;
}

/** A request body as the form readers take it: an object, whatever was sent. */
export function formBody(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}
