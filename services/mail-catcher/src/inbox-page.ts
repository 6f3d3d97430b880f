import type { CaughtMail } from './mail-store.js';

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (title: string, body: string): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title>
<meta http-equiv="refresh" content="5">
<style>
body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:60rem;color:#222}
table{width:100%;border-collapse:collapse}td,th{padding:.5rem;border-bottom:1px solid #ddd;text-align:left}
a{color:#8a5a00}pre{white-space:pre-wrap;background:#faf7f0;padding:1rem;border-radius:6px}
iframe{width:100%;height:28rem;border:1px solid #ddd}
</style></head><body>${body}</body></html>`;

/** The inbox: newest first, refreshing itself so a login code shows up without a click. */
export function inboxPage(mails: CaughtMail[]): string {
  const rows = mails
    .map(
      (m) => `<tr><td>${m.receivedAt.toISOString().replace('T', ' ').slice(0, 19)}</td>
<td>${escape(m.to.join(', '))}</td><td><a href="/messages/${m.id}">${escape(m.subject || '(no subject)')}</a></td></tr>`,
    )
    .join('');
  const table = mails.length
    ? `<table><tr><th>Received (UTC)</th><th>To</th><th>Subject</th></tr>${rows}</table>`
    : '<p>No mail yet. Ask for a login code and it appears here.</p>';
  return page('Kilau mail inbox', `<h1>Kilau mail inbox</h1>${table}`);
}

export function messagePage(mail: CaughtMail): string {
  const html = mail.html ? `<h2>HTML</h2><iframe sandbox srcdoc="${escape(mail.html)}"></iframe>` : '';
  return page(
    mail.subject,
    `<p><a href="/">&larr; Inbox</a></p><h1>${escape(mail.subject)}</h1>
<p>From ${escape(mail.from)} to ${escape(mail.to.join(', '))}</p><pre>${escape(mail.text)}</pre>${html}`,
  );
}
