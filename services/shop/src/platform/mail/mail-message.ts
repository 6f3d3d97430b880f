/** An e-mail the shop sends: plain text always, HTML when the message has a designed version. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The order the mail is about: should it never be sent, the order's timeline says so. */
  orderId?: number;
}

export const MAIL_QUEUE = 'mail';
