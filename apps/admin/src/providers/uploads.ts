import type { DataProvider } from 'react-admin';

import { ADMIN_API, httpClient } from './http';

/** What react-admin's ImageInput holds for a file picked in the browser. */
interface PickedFile {
  rawFile: File;
  src?: string;
  title?: string;
}

const isPicked = (value: unknown): value is PickedFile =>
  typeof value === 'object' && value !== null && (value as PickedFile).rawFile instanceof File;

/** An image the record already had, as react-admin's ImageInput shows it ({ src, title }). */
const isKept = (value: unknown): value is { src: string } =>
  typeof value === 'object' &&
  value !== null &&
  !isPicked(value) &&
  typeof (value as { src?: unknown }).src === 'string';

async function plain(value: unknown): Promise<unknown> {
  if (isPicked(value)) return upload(value.rawFile);
  if (isKept(value)) return value.src;
  return value;
}

/** Sends one picked file to the service's media store; answers its URL. */
export async function upload(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const { json } = await httpClient(`${ADMIN_API}/uploads`, { method: 'POST', body });
  return (json as { url: string }).url;
}

/**
 * Replaces every picked file in a record (a top-level field, or a list of them) by its uploaded
 * URL and every kept image by its URL, so the REST calls carry plain JSON.
 */
async function uploadPicked(data: Record<string, unknown>): Promise<Record<string, unknown>> {
  const entries = await Promise.all(
    Object.entries(data).map(async ([key, value]) => {
      if (Array.isArray(value)) return [key, await Promise.all(value.map(plain))] as const;
      return [key, await plain(value)] as const;
    }),
  );
  return Object.fromEntries(entries);
}

export function withUploads(provider: DataProvider): DataProvider {
  return {
    ...provider,
    create: async (resource, params) =>
      provider.create(resource, { ...params, data: await uploadPicked(params.data as Record<string, unknown>) }),
    update: async (resource, params) =>
      provider.update(resource, { ...params, data: await uploadPicked(params.data as Record<string, unknown>) }),
  };
}
