import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import { READ_DB } from '../../platform/database/read-database.js';
import type { CityView } from '../read/areas.js';

export const MAX_CITY_SUGGESTIONS = 20;

/** Cities and kabupaten whose name, or any word of it, starts with `q` (any case). */
export class SearchCitiesQuery {
  constructor(readonly q: string) {}
}

/** `text` as literal text inside a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** One branch of the search: distinct cities matching `condition`, the shorter name first. */
const cities = (condition: string) => `(
  SELECT kabupaten_kota, min(province) AS province, min(kode_kota_jnt) AS kode_kota_jnt
  FROM jnt_areas WHERE ${condition}
  GROUP BY kabupaten_kota
  ORDER BY length(jnt_city_core(kabupaten_kota)), kabupaten_kota
  LIMIT ${MAX_CITY_SUGGESTIONS})`;

/** The conditions jnt_areas_city_idx and jnt_areas_city_core_idx answer by a range scan. */
const STARTS_WITH = `(upper(kabupaten_kota) LIKE $1 OR jnt_city_core(kabupaten_kota) LIKE $1)`;

/**
 * Best first: names that start with `q`, with or without their 'KOTA '/'KABUPATEN ' ('jak' finds
 * 'KOTA JAKARTA BARAT'), from the indexes; then, only when those are fewer than 20, names where
 * a later word does ('barat'). Within each, the shorter name first ('KOTA BANDUNG' before
 * 'KABUPATEN BANDUNG BARAT'), then alphabetically. A city's province and code are its records'
 * (J&T's list may give one city more than one code: each area code record carries its own).
 */
@QueryHandler(SearchCitiesQuery)
export class SearchCitiesHandler implements IQueryHandler<SearchCitiesQuery, CityView[]> {
  constructor(@Inject(READ_DB) private readonly db: DataSource) {}

  execute({ q }: SearchCitiesQuery): Promise<CityView[]> {
    return this.db.query(
      `${cities(STARTS_WITH)}
       UNION ALL
       ${cities(`(' ' || upper(kabupaten_kota)) LIKE '% ' || $1 AND NOT ${STARTS_WITH}`)}
       LIMIT ${MAX_CITY_SUGGESTIONS}`,
      [`${likeLiteral(q.toUpperCase())}%`],
    );
  }
}
