import { createHash } from 'node:crypto';

/** What names one mail in its headers: its Message-ID, and the part its MIME boundaries share. */
export interface MailIdentity {
  messageId: string;
  baseBoundary: string;
}

/**
 * A mail's identity from what names it for good in the shop (its job's id, a login code's id),
 * the same on every try: a retry after an answer lost on the way carries the Message-ID of the
 * first try, so the receiving system can tell it is the same mail (many show it once). The id is
 * a digest, under the shop's address (another deployment's mail of the same job differs) and in
 * the sender's domain: it says nothing of the order or the account it is about. Made by hashing,
 * not drawn at random (nodemailer draws bytes for each part and the id otherwise).
 */
export function mailIdentity(names: string, shop: { publicUrl: string; mailFrom: string }): MailIdentity {
  const digest = createHash('sha256').update(`${shop.publicUrl}\u0000${names}`).digest('hex');
  return { messageId: `<${digest.slice(0, 32)}@${senderDomain(shop)}>`, baseBoundary: digest.slice(32, 48) };
}

/** The domain of MAIL_FROM's address ("Kilau <no-reply@kilau.id>"), else of the shop's address. */
function senderDomain(shop: { publicUrl: string; mailFrom: string }): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(shop.mailFrom)?.[1];
  return (domain ?? new URL(shop.publicUrl).hostname).toLowerCase();
}
