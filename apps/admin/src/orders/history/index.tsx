import type { ResourceProps } from 'react-admin';

import { LatePaymentList } from './LatePaymentList';
import { OrderShow } from './OrderShow';

/** Each order's timeline (the orders resource's Show page) and the payments that arrived after cancellation. */
export const orders: Omit<ResourceProps, 'name'> = { show: OrderShow, recordRepresentation: 'id' };
export const latePayments: Omit<ResourceProps, 'name'> = { list: LatePaymentList };
