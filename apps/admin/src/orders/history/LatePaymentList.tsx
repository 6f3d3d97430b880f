import { Chip, Link, Tooltip } from '@mui/material';
import {
  Datagrid,
  FunctionField,
  Link as RouterLink,
  List,
  SearchInput,
  SelectInput,
  TextField,
  useCreatePath,
} from 'react-admin';

import {
  formatRupiah,
  formatShopDateTime,
  type LatePaymentRow,
  OrderHistoryMessages,
  orderNumber,
} from '@kilau/domain';

import { MarkRefundedButton } from './MarkRefundedButton';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="E-mail or order id" />,
  <SelectInput
    key="refunded"
    source="refunded"
    label="Refund"
    alwaysOn
    choices={[
      { id: 'false', name: OrderHistoryMessages.notRefunded },
      { id: 'true', name: OrderHistoryMessages.refunded },
    ]}
  />,
];

/** Payments that arrived after their order was cancelled, newest first, for staff to refund. */
export function LatePaymentList() {
  return (
    <List
      title={OrderHistoryMessages.latePaymentsTitle}
      sort={{ field: 'paid_at', order: 'DESC' }}
      filters={filters}
      exporter={false}
      perPage={20}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <FunctionField<LatePaymentRow> label="Order ID" sortBy="order_id" render={(row) => <OrderLink row={row} />} />
        <TextField source="email" label="E-mail" />
        <FunctionField<LatePaymentRow> label="Amount" sortBy="amount" render={(row) => formatRupiah(row.amount)} />
        <FunctionField<LatePaymentRow>
          label="Paid at"
          sortBy="paid_at"
          render={(row) => formatShopDateTime(row.paid_at)}
        />
        <FunctionField<LatePaymentRow>
          label="Cancelled at"
          sortBy="cancelled_at"
          render={(row) => formatShopDateTime(row.cancelled_at)}
        />
        <FunctionField<LatePaymentRow> label="Refund" sortable={false} render={(row) => <RefundChip row={row} />} />
        <MarkRefundedButton />
      </Datagrid>
    </List>
  );
}

function OrderLink({ row }: { row: LatePaymentRow }) {
  const createPath = useCreatePath();
  return (
    <Link component={RouterLink} to={createPath({ resource: 'orders', id: row.order_id, type: 'show' })}>
      {orderNumber(row.order_id)}
    </Link>
  );
}

function RefundChip({ row }: { row: LatePaymentRow }) {
  if (!row.refunded) return <Chip size="small" color="warning" label={OrderHistoryMessages.notRefunded} />;
  const by = [row.refunded_by, formatShopDateTime(row.refunded_at), row.refund_note].filter(Boolean).join(' · ');
  return (
    <Tooltip title={by}>
      <Chip size="small" color="success" label={OrderHistoryMessages.refunded} />
    </Tooltip>
  );
}
