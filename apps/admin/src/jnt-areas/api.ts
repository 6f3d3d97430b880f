import { ADMIN_API, httpClient } from '../providers/http';

/** Which codes the checkout offers: J&T's own, or derived ones still (GET /api/admin/jnt-areas). */
export interface JntAreaStatus {
  jnt: { areas: number; cities: number };
  derived: { areas: number; cities: number };
  derived_in_use: boolean;
}

export interface JntAreaImport {
  inserted: number;
  updated: number;
  derivedRemoved: number;
}

export interface LineProblem {
  line: number;
  problem: string;
}

export async function fetchJntAreaStatus(): Promise<JntAreaStatus> {
  return (await httpClient(`${ADMIN_API}/jnt-areas`)).json as JntAreaStatus;
}

/** Uploads J&T's CSV as the picture uploads do (multipart field 'file'). */
export async function importJntAreas(file: File): Promise<JntAreaImport> {
  const body = new FormData();
  body.append('file', file);
  return (await httpClient(`${ADMIN_API}/jnt-areas/import`, { method: 'POST', body })).json as JntAreaImport;
}
