export { MailCatcher, type MailCatcherOptions } from './mail-catcher.js';
export { type CaughtMail, MailStore, type ParseWhen } from './mail-store.js';
