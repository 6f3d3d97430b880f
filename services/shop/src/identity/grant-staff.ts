import { normalizeEmail } from '@kilau/domain';

/** Anything that runs SQL with parameters: a TypeORM EntityManager, a pg Pool or Client. */
interface Sql {
  query(sql: string, params: unknown[]): Promise<unknown>;
}

/**
 * Makes an address a staff member, creating its account if it has none (it logs in by code like
 * anyone). The demo's seed does this for its staff account; production has no seed, so the
 * operator does it once for the first staff member (`npm run grant-staff -- <email>`), and staff
 * then manage the shop from the console.
 */
export async function grantStaff(db: Sql, email: string): Promise<void> {
  await db.query(
    'INSERT INTO users (email, is_staff) VALUES ($1, true) ON CONFLICT (email) DO UPDATE SET is_staff = true',
    [normalizeEmail(email)],
  );
}
