export { type JntControl, jntControl } from './jnt/control/jnt-control.js';
export type { JntOrderView } from './jnt/control/order-view.js';
export type { JntFault, JntFaultKind } from './jnt/faults/fault-store.js';
export type { JntRoute } from './jnt/http/jnt-paths.js';
export { JNT_SIM_CREDENTIALS, type JntSimOptions } from './jnt/jnt-config.js';
export type { JntReceivedRequest } from './jnt/requests/request-log.js';
export { jntSign } from './jnt/signature.js';
export type { StageCode as JntStageCode } from './jnt/stages/stages.js';
export {
  type MidtransControl,
  midtransControl,
  type StatusChangeOptions,
} from './midtrans/control/midtrans-control.js';
export type { TransactionView } from './midtrans/control/transaction-view.js';
export type { Fault, FaultKind, FaultRoute } from './midtrans/faults/fault-store.js';
export type { MidtransSimOptions } from './midtrans/midtrans-config.js';
export type { NotificationDelivery } from './midtrans/notifications/notification-log.js';
export type { NotificationMode } from './midtrans/notifications/notification-modes.js';
export type { ReceivedRequest } from './midtrans/requests/request-log.js';
export { signatureKey } from './midtrans/signature.js';
export { SimulatorModule } from './simulator.module.js';
export { type ProviderSim, type ProviderSimOptions, startProviderSim } from './start-provider-sim.js';
