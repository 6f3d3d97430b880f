import type { ComponentType } from 'react';
import { Create, Edit, type ResourceProps, type TransformData } from 'react-admin';

/** A resource's one form; `creating` tells a new record from a kept one where the rules differ (a campaign's start). */
export type ResourceForm = ComponentType<{ creating: boolean }>;

interface FormPagesOptions {
  /** The pages' titles, e.g. the seed's 'Add Charm' and 'Edit Charm'; react-admin's own when absent. */
  titles?: { create: string; edit: string };
  /** The record as sent, from the form's values (e.g. a typed picture address winning over a picked one). */
  transform?: TransformData;
}

/**
 * A resource's Add and Edit pages around its one form, both back to the list once saved. Edit is
 * pessimistic: the console waits for the service, so a refused save shows on the form.
 */
export function formPages(
  Form: ResourceForm,
  { titles, transform }: FormPagesOptions = {},
): Required<Pick<ResourceProps, 'create' | 'edit'>> {
  const create = () => (
    <Create title={titles?.create} redirect="list" transform={transform}>
      <Form creating />
    </Create>
  );
  const edit = () => (
    <Edit title={titles?.edit} mutationMode="pessimistic" redirect="list" transform={transform}>
      <Form creating={false} />
    </Edit>
  );
  return { create, edit };
}
