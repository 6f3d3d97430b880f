import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';

import { AuthMessages } from '@kilau/domain';

import { useCart } from '../cart/CartProvider';
import { Loading } from '../ui/Status';
import { useToast } from '../ui/Toast';
import { Footer } from './Footer';
import { Header } from './Header';
import { useRouteTitle } from './usePageTitle';

const CartDrawer = lazy(() => import('../cart/CartDrawer'));

/** Header, the page, footer; the cart drawer loaded the first time it opens. */
export function Layout() {
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const { drawerOpen } = useCart();
  useRouteTitle(location.pathname);

  // the verify page lands here with a flag: say the shopper is logged in, once
  useEffect(() => {
    if ((location.state as { loggedIn?: boolean } | null)?.loggedIn) {
      toast(AuthMessages.loggedIn);
      navigate(location.pathname + location.search + location.hash, { replace: true, state: null });
    }
  }, [location, navigate, toast]);

  // a new page starts at its top, unless the address points into it (#valentine-promo)
  useEffect(() => {
    if (!location.hash) window.scrollTo(0, 0);
  }, [location.pathname, location.hash]);

  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header />
      <div id="main" className="site-main">
        <Suspense fallback={<Loading text="Loading..." />}>
          <Outlet />
        </Suspense>
      </div>
      <Footer />
      {drawerOpen && (
        <Suspense fallback={null}>
          <CartDrawer />
        </Suspense>
      )}
    </>
  );
}
