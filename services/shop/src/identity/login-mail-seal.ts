import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** What the worker needs to write a code mail, and nobody else may read on the way. */
export interface LoginMailSecrets {
  code: string;
  token: string;
  /** The console page the link returns to (login/link page). */
  next?: string;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Seals a code mail's secrets into its code row (AES-256-GCM, the row's id as associated data,
 * so a sealed value copied to another row does not open). The row is wiped once the mail is sent.
 */
export function sealLoginMail(key: Buffer, codeId: string, secrets: LoginMailSecrets): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(codeId));
  const body = Buffer.concat([cipher.update(JSON.stringify(secrets), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

/** Opens what {@link sealLoginMail} sealed for this row; throws when the key or the row differ. */
export function openLoginMail(key: Buffer, codeId: string, sealed: Buffer): LoginMailSecrets {
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES)).setAAD(Buffer.from(codeId));
  decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  const text = Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  return JSON.parse(text.toString('utf8')) as LoginMailSecrets;
}
