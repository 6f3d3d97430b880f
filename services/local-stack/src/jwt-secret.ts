import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * JWT_SECRET, or one generated on the first start and kept in `file`, so that logins survive a
 * restart of `npm start` without anyone choosing a secret.
 */
export async function jwtSecret(file: string): Promise<string> {
  const configured = process.env.JWT_SECRET?.trim();
  if (configured) return configured;
  const kept = await readFile(file, 'utf8').then(
    (text) => text.trim(),
    () => '',
  );
  if (kept) return kept;
  const secret = randomBytes(36).toString('base64url');
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
