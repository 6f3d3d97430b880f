import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import { CheckoutMessages } from '@kilau/domain';

import { READ_DB } from '../../platform/database/read-database.js';
import { Refused } from '../../platform/shared/refused.js';
import { AREA_CODE_COLUMNS, type AreaCodeView } from '../read/areas.js';

/** The area code records of one city/kabupaten, named as the suggestions name it (any case). */
export class ListAreaCodesQuery {
  constructor(readonly city: string) {}
}

/**
 * Sorted by district name, case folded, in byte order (the same on every database whatever its
 * collation), the code breaking ties. A city without records is 404 with the checkout's own
 * message for a failed load.
 */
@QueryHandler(ListAreaCodesQuery)
export class ListAreaCodesHandler implements IQueryHandler<ListAreaCodesQuery, AreaCodeView[]> {
  constructor(@Inject(READ_DB) private readonly db: DataSource) {}

  async execute({ city }: ListAreaCodesQuery): Promise<AreaCodeView[]> {
    const rows: AreaCodeView[] = await this.db.query(
      `SELECT ${AREA_CODE_COLUMNS} FROM jnt_areas WHERE upper(kabupaten_kota) = upper($1)
       ORDER BY lower(kecamatan) COLLATE "C", kode_jnt_receiver_area`,
      [city],
    );
    if (rows.length === 0) {
      throw new Refused('not_found', 'city_not_found', CheckoutMessages.areaCodesFailed, {
        detail: `No area codes are known for the city/kabupaten '${city}'`,
      });
    }
    return rows;
  }
}
