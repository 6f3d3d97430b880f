/** An e-mail the shop sends: plain text always, HTML when the message has a designed version. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Past this moment the mail is useless (a login code that has expired) and is not sent. */
  notAfter?: string;
}

export const MAIL_QUEUE = 'mail';
