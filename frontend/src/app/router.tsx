import { createBrowserRouter } from 'react-router';
import { HomeRoute } from '@/routes/home-route';
import { NotFoundRoute } from '@/routes/not-found-route';
import { RootLayout } from './layout/root-layout';
import { RouteErrorBoundary } from './layout/route-error-boundary';

export const router = createBrowserRouter([
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        // A screen that fails renders its error inside the layout, keeping header and footer.
        errorElement: <RouteErrorBoundary />,
        children: [
          { index: true, element: <HomeRoute /> },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
]);
