export { MailCatcher, type MailCatcherOptions } from './mail-catcher.js';
export { type CaughtMail, MailStore } from './mail-store.js';
