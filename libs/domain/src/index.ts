export * from './catalogue.js';
export * from './email.js';
export * from './messages.js';
export * from './money.js';
export * from './pricing.js';
