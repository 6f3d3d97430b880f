import { type KeptPicture, type PictureKind } from '@kilau/domain';

/** Runs one statement: a DataSource, an EntityManager inside a transaction, or a pg client. */
export interface Queryable {
  query(text: string, params?: unknown[]): Promise<unknown>;
}

interface PictureRow {
  path: string;
  hash: string;
  kind: PictureKind;
  width: number;
}

/** A DataSource answers rows; a pg pool or session answers `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}

const fromRow = (row: PictureRow): KeptPicture => ({
  path: row.path,
  hash: row.hash,
  kind: row.kind,
  width: row.width,
});

/** Records a kept picture (path under MEDIA_DIR), or its new bytes' description when the path is written again. */
export async function recordPicture(db: Queryable, picture: KeptPicture & { height: number }): Promise<void> {
  await db.query(
    `INSERT INTO pictures (path, hash, kind, width, height) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (path) DO UPDATE SET hash = $2, kind = $3, width = $4, height = $5, recorded_at = now()`,
    [picture.path, picture.hash, picture.kind, picture.width, picture.height],
  );
}

/** The paths of every recorded picture. */
export async function recordedPaths(db: Queryable): Promise<Set<string>> {
  return new Set(rowsOf<{ path: string }>(await db.query(`SELECT path FROM pictures`)).map((row) => row.path));
}

export async function forgetPicture(db: Queryable, path: string): Promise<void> {
  await db.query(`DELETE FROM pictures WHERE path = $1`, [path]);
}

/** The recorded pictures among `paths` (under MEDIA_DIR), by path. */
export async function findPictures(db: Queryable, paths: string[]): Promise<Map<string, KeptPicture>> {
  if (paths.length === 0) return new Map();
  const rows = rowsOf<PictureRow>(
    await db.query(`SELECT path, hash, kind, width FROM pictures WHERE path = ANY($1::text[])`, [paths]),
  );
  return new Map(rows.map((row) => [row.path, fromRow(row)]));
}

/** The picture whose variant names `stem` and `hash`: what /media/ makes a missing variant from. */
export async function findPictureByHash(db: Queryable, stem: string, hash: string): Promise<KeptPicture | undefined> {
  const rows = rowsOf<PictureRow>(
    await db.query(
      `SELECT path, hash, kind, width FROM pictures WHERE hash = $1 AND left(path, length($2) + 1) = $2 || '.'`,
      [hash, stem],
    ),
  );
  return rows[0] && fromRow(rows[0]);
}
