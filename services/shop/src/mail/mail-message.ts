/** An e-mail the shop sends: plain text always, HTML when the message has a designed version. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export const MAIL_QUEUE = 'mail';
