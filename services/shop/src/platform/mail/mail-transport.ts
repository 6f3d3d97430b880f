import nodemailer, { type Transporter } from 'nodemailer';

/** SMTP_URL as nodemailer reads it; connections are pooled and time out instead of hanging a job. */
export function createMailTransport(smtpUrl: string): Transporter {
  return nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 3,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
}
