import './my-orders.css';

import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';

import { formatRupiah, MyOrdersMessages, type OrderItemView, payableUntil, shopperOrderStatus } from '@kilau/domain';

import { useMessage, useShopTime } from '../i18n/useLanguage';
import { loginPathFor } from '../login/after-login';
import { useSession } from '../session/useSession';
import { Empty, ErrorLine, Loading } from '../ui/Status';
import type { MyOrder } from './orders-api';
import { PayBox } from './PayBox';
import { useMyOrders } from './useMyOrders';

/** /my-orders (ours): the shopper's orders with their status; an unpaid one with its time left and Pay Now. */
export default function MyOrdersPage() {
  const m = useMessage();
  const { loggedIn } = useSession();
  const { state, reload } = useMyOrders(loggedIn);
  if (!loggedIn) return <Navigate to={loginPathFor('/my-orders')} replace />;
  return (
    <main className="page my-orders">
      <h1 className="section-title">{m(MyOrdersMessages.title)}</h1>
      {state.status === 'loading' && <Loading text={m(MyOrdersMessages.loading)} />}
      {state.status === 'error' && <ErrorLine text={state.message} />}
      {state.status === 'done' && state.orders.length === 0 && (
        <>
          <Empty text={m(MyOrdersMessages.empty)} />
          <Link to="/" className="button button--primary">
            {m(MyOrdersMessages.startShopping)}
          </Link>
        </>
      )}
      {state.status === 'done' && state.orders.length > 0 && (
        <ul className="my-orders__list">
          {state.orders.map((order) => (
            <OrderCard key={order.id} order={order} onSettled={reload} />
          ))}
        </ul>
      )}
    </main>
  );
}

function OrderCard({ order, onSettled }: { order: MyOrder; onSettled: () => void }) {
  const { t } = useTranslation('orders');
  const m = useMessage();
  const now = Date.now();
  const deadline = payableUntil(order, now);
  const status = shopperOrderStatus(order, now);
  const shopTime = useShopTime();
  return (
    <li className="my-order" aria-labelledby={`order-${order.id}`}>
      <div className="my-order__head">
        <h2 id={`order-${order.id}`} className="my-order__title">
          {t('Order #{{id}}', { id: order.id })}
        </h2>
        <span className={`my-order__status my-order__status--${deadline ? 'unpaid' : order.fulfillment_status}`}>
          {t(status)}
        </span>
      </div>
      <p className="my-order__placed">{t('Placed {{time}}', { time: shopTime(order.created_at) })}</p>
      <ul className="my-order__items">
        {order.items.map((item, index) => (
          <li key={index}>
            {itemName(item)} x{item.quantity}
          </li>
        ))}
      </ul>
      <div className="my-order__foot">
        <p className="my-order__total">
          <span>{t('Total')}</span> <strong>{formatRupiah(order.total_price)}</strong>
        </p>
        <Link to={`/track-order/${order.id}`} className="button button--small">
          {m(MyOrdersMessages.track)}
        </Link>
      </div>
      {deadline !== undefined && <PayBox orderId={order.id} deadline={deadline} onSettled={onSettled} />}
    </li>
  );
}

/** A line's name: the chain or gift set, with the charms a custom piece carries. */
function itemName(item: OrderItemView): string {
  const name = item.product_name ?? item.gift_set_name ?? 'Item';
  return item.charms.length ? `${name} + ${item.charms.map((charm) => charm.charm_name).join(', ')}` : name;
}
