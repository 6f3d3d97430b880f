/**
 * What the shop's API answers, as shapes both the service (which builds them) and the storefront
 * (which reads them) import, so the two cannot drift. Types only: nothing here runs.
 */
export type * from './areas.js';
export type * from './cart.js';
export type * from './catalogue.js';
export type * from './order-history.js';
export type * from './order-management.js';
export type * from './orders.js';
export type * from './outbox.js';
export type * from './packing.js';
export type * from './payments.js';
