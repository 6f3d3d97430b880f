import { Injectable } from '@nestjs/common';

import { type Fault as ProviderFault, FaultStore as ProviderFaultStore } from '../../shared/faults/fault-store.js';

export { FAULT_KINDS, type FaultKind } from '../../shared/faults/fault-store.js';

export const FAULT_ROUTES = ['snap.create', 'core.status', 'core.cancel', 'core.expire', 'core.charge'] as const;
export type FaultRoute = (typeof FAULT_ROUTES)[number];
export type Fault = ProviderFault<FaultRoute>;

/** Midtrans's faults. */
@Injectable()
export class FaultStore extends ProviderFaultStore<FaultRoute> {}
