import { CommandHandler, type ICommandHandler, type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import { TableChanges } from '../../platform/database/table-changes.js';
import { Refused } from '../../platform/shared/refused.js';
import { AREAS_CHANGED } from '../area-directory.js';
import { type JntAreaImportResult, upsertJntAreas } from '../import/import-jnt-areas.js';
import { parseJntAreaCsv } from '../import/jnt-area-csv.js';

/** J&T's area list as staff uploaded it in the console: the file's text. */
export class ImportJntAreaFile {
  constructor(readonly csv: string | undefined) {}
}

/**
 * The console's import of J&T's own area list: the same reader and writer as
 * `npm run import-jnt-areas`, so a file is refused whole (400, each bad line with its number and
 * what is wrong) or written whole in one transaction.
 */
@CommandHandler(ImportJntAreaFile)
export class ImportJntAreaFileHandler implements ICommandHandler<ImportJntAreaFile, JntAreaImportResult> {
  constructor(
    private readonly db: DataSource,
    private readonly changes: TableChanges,
  ) {}

  async execute({ csv }: ImportJntAreaFile): Promise<JntAreaImportResult> {
    if (!csv?.trim()) throw new Refused('invalid', 'file_required', JntAreaFileMessages.fileRequired);
    const parsed = parseJntAreaCsv(csv.replace(/^\uFEFF/, ''));
    if (!parsed.ok) {
      throw new Refused('invalid', 'jnt_area_file_invalid', JntAreaFileMessages.refused(parsed.problems.length), {
        problems: parsed.problems,
      });
    }
    const imported = await this.db.transaction((manager) => upsertJntAreas(manager, parsed.rows));
    // the console's next checkout or fee question, in any process, sees the new codes
    await this.changes.settled(AREAS_CHANGED);
    return imported;
  }
}

export const JntAreaFileMessages = {
  fileRequired: "Please choose J&T's area list, a CSV file (form field 'file')",
  refused: (count: number) =>
    `The file has ${count} ${count === 1 ? 'problem' : 'problems'}; nothing was imported. Fix ${count === 1 ? 'it' : 'them'} and upload the file again.`,
  tooLarge: 'The file is too large: 5 MB at most',
  unreadable: 'The upload could not be read',
} as const;

/** Which area list the checkout's dropdowns draw on: J&T's own records, the derived ones, or both. */
export interface JntAreaStatus {
  jnt: { areas: number; cities: number };
  derived: { areas: number; cities: number };
  /** Some cities still offer made-up (derived) codes: J&T's list has not been imported for them. */
  derived_in_use: boolean;
}

export class GetJntAreaStatus {}

@QueryHandler(GetJntAreaStatus)
export class GetJntAreaStatusHandler implements IQueryHandler<GetJntAreaStatus, JntAreaStatus> {
  constructor(private readonly db: DataSource) {}

  async execute(): Promise<JntAreaStatus> {
    const rows: { source: 'jnt' | 'derived'; areas: number; cities: number }[] = await this.db.query(
      `SELECT source, count(*)::int AS areas, count(DISTINCT upper(kabupaten_kota))::int AS cities
       FROM jnt_areas GROUP BY source`,
    );
    const of = (source: 'jnt' | 'derived') => {
      const row = rows.find((found) => found.source === source);
      return { areas: row?.areas ?? 0, cities: row?.cities ?? 0 };
    };
    const derived = of('derived');
    return { jnt: of('jnt'), derived, derived_in_use: derived.areas > 0 };
  }
}
