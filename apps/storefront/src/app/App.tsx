import { createBrowserRouter, RouterProvider } from 'react-router';

import { CartProvider } from '../cart/CartProvider';
import { Layout } from '../layout/Layout';
import { ToastProvider } from '../ui/Toast';
import { routes } from './routes';

function Shell() {
  return (
    <CartProvider>
      <Layout />
    </CartProvider>
  );
}

const router = createBrowserRouter([{ element: <Shell />, children: routes }]);

export function App() {
  return (
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>
  );
}
