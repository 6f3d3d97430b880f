import { lazy } from 'react';
import type { RouteObject } from 'react-router';

import { NotFoundPage } from '../static-pages/NotFoundPage';

/**
 * Every shopper route of both seed files. Each page is its own chunk, loaded when first visited,
 * so the home page carries only its own code.
 */
const HomePage = lazy(() => import('../home/HomePage'));
const LoginPage = lazy(() => import('../login/LoginPage'));
const VerifyPage = lazy(() => import('../login/VerifyPage'));
const LinkLoginPage = lazy(() => import('../login/LinkLoginPage'));
const CharmBarPage = lazy(() => import('../charm-builder/CharmBarPage'));
const CategoryPage = lazy(() => import('../listings/CategoryPage'));
const GiftSetsLandingPage = lazy(() => import('../listings/GiftSetsLandingPage'));
const GiftSetListPage = lazy(() => import('../listings/GiftSetListPage'));
const NewArrivalPage = lazy(() => import('../listings/NewArrivalPage'));
const JewelSetListPage = lazy(() => import('../listings/JewelSetListPage'));
const SearchPage = lazy(() => import('../listings/SearchPage'));
const ProductDetailPage = lazy(() => import('../details/ProductDetailPage'));
const CharmDetailPage = lazy(() => import('../details/CharmDetailPage'));
const GiftSetDetailPage = lazy(() => import('../details/GiftSetDetailPage'));
const JewelSetDetailPage = lazy(() => import('../details/JewelSetDetailPage'));
const CheckoutPage = lazy(() => import('../checkout/CheckoutPage'));
const PaymentProcessingPage = lazy(() => import('../payment/PaymentProcessingPage'));
const PaymentCallbackPage = lazy(() => import('../payment/PaymentCallbackPage'));
const CardPaymentPage = lazy(() => import('../payment/CardPaymentPage'));
const VirtualAccountPage = lazy(() => import('../payment/VirtualAccountPage'));
const QrisPage = lazy(() => import('../payment/QrisPage'));
const TrackOrderPage = lazy(() => import('../tracking/TrackOrderPage'));
const MyOrdersPage = lazy(() => import('../orders/MyOrdersPage'));
const ReviewPage = lazy(() => import('../review/ReviewPage'));
const NewsletterLinkPage = lazy(() => import('../newsletter/NewsletterLinkPage'));
const FaqPage = lazy(() => import('../static-pages/FaqPage'));
const RefundPage = lazy(() => import('../static-pages/RefundPage'));

export const routes: RouteObject[] = [
  { path: '/', element: <HomePage /> },
  { path: '/login', element: <LoginPage /> },
  { path: '/verify', element: <VerifyPage /> },
  { path: '/login/link', element: <LinkLoginPage /> },
  { path: '/charmbar', element: <CharmBarPage /> },
  { path: '/charms', element: <CategoryPage category="charms" /> },
  { path: '/necklaces', element: <CategoryPage category="necklaces" /> },
  { path: '/bracelets', element: <CategoryPage category="bracelets" /> },
  { path: '/earrings', element: <CategoryPage category="earrings" /> },
  { path: '/rings', element: <CategoryPage category="rings" /> },
  { path: '/anklets', element: <CategoryPage category="anklets" /> },
  { path: '/giftsets', element: <GiftSetsLandingPage /> },
  { path: '/for-her', element: <GiftSetListPage list="for-her" /> },
  { path: '/for-him', element: <GiftSetListPage list="for-him" /> },
  { path: '/for-us', element: <GiftSetListPage list="for-us" /> },
  { path: '/monthly-specials', element: <GiftSetListPage list="monthly-specials" /> },
  { path: '/new-arrival', element: <NewArrivalPage /> },
  { path: '/jewel-set', element: <JewelSetListPage /> },
  { path: '/search', element: <SearchPage /> },
  { path: '/products/:productId', element: <ProductDetailPage /> },
  { path: '/products-charm/:charmId', element: <CharmDetailPage /> },
  { path: '/products-sets/:productId', element: <GiftSetDetailPage /> },
  { path: '/products-jewelsets/:productId', element: <JewelSetDetailPage /> },
  { path: '/checkout', element: <CheckoutPage /> },
  { path: '/checkout/payment', element: <CardPaymentPage /> },
  { path: '/checkout/virtual-account', element: <VirtualAccountPage /> },
  { path: '/checkout/qris', element: <QrisPage /> },
  { path: '/payment-processing', element: <PaymentProcessingPage /> },
  { path: '/payment-callback', element: <PaymentCallbackPage /> },
  { path: '/track-order/:trackingNumber', element: <TrackOrderPage /> },
  { path: '/my-orders', element: <MyOrdersPage /> },
  { path: '/review', element: <ReviewPage /> },
  { path: '/newsletter/confirm', element: <NewsletterLinkPage kind="confirm" /> },
  { path: '/newsletter/unsubscribe', element: <NewsletterLinkPage kind="unsubscribe" /> },
  { path: '/faq', element: <FaqPage /> },
  { path: '/refund', element: <RefundPage /> },
  { path: '*', element: <NotFoundPage /> },
];
