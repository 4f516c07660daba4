import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/lib/query-client';

/** Shows where the app navigated to, so tests can assert redirects. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/**
 * Renders one page at `path` inside the app's real providers (i18n, react-query, toasts, auth)
 * and a memory router. Other paths render a probe that shows the current location.
 */
export function renderRoute(element: ReactElement, { path, at }: { path: string; at?: string }) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [at ?? path] },
  );
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}
