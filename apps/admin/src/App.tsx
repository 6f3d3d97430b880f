import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';

import { banners } from './banners';
import { campaigns } from './campaigns';
import { charms } from './charms';
import { gallery } from './gallery';
import { giftSets } from './gift-sets';
import { JntAreasPage } from './jnt-areas/JntAreasPage';
import { Layout } from './layout/Layout';
import { latePayments, OrderManagement, orders } from './orders';
import { OutboxPage } from './outbox/OutboxPage';
import { products } from './products';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { ShopSettingsPage } from './shop-settings/ShopSettingsPage';
import { theme } from './theme';

/** The console opens on Order Management, as the storefront's admin button expects. */
const Home = () => <Navigate to="/dashboard" replace />;

/** Where the shop serves the console (order-side seed's route table). */
const BASENAME = '/adminDashboard';

/**
 * The console in the browser's own history (react-admin would otherwise use hash URLs), mounted
 * under /adminDashboard as react-admin's sub-path routing asks.
 */
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path={`${BASENAME}/*`} element={<Console />} />
        <Route path="*" element={<Navigate to={`${BASENAME}/dashboard`} replace />} />
      </Routes>
    </BrowserRouter>
  );
}

/** The staff console: the seed's routes, each resource in its own folder. */
function Console() {
  return (
    <Admin
      basename={BASENAME}
      title="Kilau Admin"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      layout={Layout}
      dashboard={Home}
      theme={theme}
      requireAuth
      disableTelemetry
    >
      <CustomRoutes>
        <Route path="/dashboard" element={<OrderManagement />} />
        <Route path="/shop-settings" element={<ShopSettingsPage />} />
        <Route path="/jnt-areas" element={<JntAreasPage />} />
        <Route path="/jobs-in-trouble" element={<OutboxPage />} />
      </CustomRoutes>
      <Resource name="orders" {...orders} />
      <Resource name="latePayments" options={{ label: 'Paid after cancellation' }} {...latePayments} />
      <Resource name="products" {...products} />
      <Resource name="charms" {...charms} />
      <Resource name="giftsets" options={{ label: 'Gift Sets' }} {...giftSets} />
      <Resource name="discount" options={{ label: 'Discount Campaign' }} {...campaigns} />
      <Resource name="photoGallery" options={{ label: 'Footer Gallery' }} {...gallery} />
      <Resource name="pageBanner" options={{ label: 'Page Banners' }} {...banners} />
    </Admin>
  );
}
