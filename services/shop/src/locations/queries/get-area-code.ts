import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import { READ_DB } from '../../platform/database/read-database.js';
import { Refused } from '../../platform/shared/refused.js';
import { type AreaCodeView, findArea, toAreaCodeView } from '../read/areas.js';

export const AREA_CODE_NOT_FOUND = 'Area code not found';

/** One area code record by its receiver area code ('JKT001', any case). */
export class GetAreaCodeQuery {
  constructor(readonly code: string) {}
}

@QueryHandler(GetAreaCodeQuery)
export class GetAreaCodeHandler implements IQueryHandler<GetAreaCodeQuery, AreaCodeView> {
  constructor(@Inject(READ_DB) private readonly db: DataSource) {}

  async execute({ code }: GetAreaCodeQuery): Promise<AreaCodeView> {
    const record = await findArea(this.db, code);
    if (!record) {
      throw new Refused('not_found', 'area_code_not_found', AREA_CODE_NOT_FOUND, {
        detail: `No area has the code '${code}'`,
      });
    }
    return toAreaCodeView(record);
  }
}
