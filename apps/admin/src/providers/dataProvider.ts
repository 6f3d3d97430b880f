import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';

import { ADMIN_API, httpClient } from './http';
import { apiResource } from './resources';
import { withUploads } from './uploads';

const rest = simpleRestProvider(ADMIN_API, httpClient);

/** Every method of a provider called with the API's resource name instead of the console's route name. */
function withApiNames(provider: DataProvider): DataProvider {
  const mapped: Record<string, unknown> = {};
  for (const [name, method] of Object.entries(provider)) {
    mapped[name] =
      typeof method === 'function'
        ? (resource: string, ...args: unknown[]) => method.call(provider, apiResource(resource), ...args)
        : method;
  }
  return mapped as DataProvider;
}

/**
 * ra-data-simple-rest over /api/admin, with the console's route names mapped to the API's and
 * picked image files uploaded before the record is saved.
 */
export const dataProvider: DataProvider = withUploads(withApiNames(rest));
