import { Injectable } from '@nestjs/common';

import { type Fault, FaultStore } from '../../shared/faults/fault-store.js';
import type { JntRoute } from '../http/jnt-paths.js';

export { FAULT_KINDS as JNT_FAULT_KINDS, type FaultKind as JntFaultKind } from '../../shared/faults/fault-store.js';

export type JntFault = Fault<JntRoute>;

/** J&T's faults. */
@Injectable()
export class JntFaultStore extends FaultStore<JntRoute> {}
