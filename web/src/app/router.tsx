import { createBrowserRouter, Navigate, useParams, type RouteObject } from 'react-router-dom';
import { RootLayout, RouteLoading } from './root-layout';
import { RouteErrorBoundary } from './routes/route-error-boundary';

/** /feedback and /feedback/:sessionId lead to the contact form, keeping the session id (spec §2). */
function FeedbackRedirect() {
  const { sessionId } = useParams();
  const search = sessionId ? `?${new URLSearchParams({ sessionId }).toString()}` : '';
  return <Navigate to={`/contact${search}`} replace />;
}

// Every page but the chat is loaded on demand so the first paint of the chat stays small.
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    // Shown while the first route's code loads (every route is lazy).
    hydrateFallbackElement: <RouteLoading />,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./routes/chat')).ChatRoute }) },
      { path: 'chat', element: <Navigate to="/" replace /> },
      { path: 'chat/:id', lazy: async () => ({ Component: (await import('./routes/chat')).ChatRoute }) },
      { path: 'shared/:shareCode', lazy: async () => ({ Component: (await import('./routes/shared')).SharedRoute }) },
      { path: 'auth', lazy: async () => ({ Component: (await import('@/features/auth/routes/auth-page')).AuthPage }) },
      {
        path: 'reset-password',
        lazy: async () => ({ Component: (await import('@/features/auth/routes/reset-password-page')).ResetPasswordPage }),
      },
      {
        path: 'verify-email',
        lazy: async () => ({ Component: (await import('@/features/auth/routes/verify-email-page')).VerifyEmailPage }),
      },
      { path: 'about', lazy: async () => ({ Component: (await import('@/features/info/routes/about-page')).AboutPage }) },
      {
        path: 'contact',
        lazy: async () => ({ Component: (await import('@/features/info/routes/contact-page')).ContactPage }),
      },
      { path: 'feedback', element: <FeedbackRedirect /> },
      { path: 'feedback/:sessionId', element: <FeedbackRedirect /> },
      { path: 'terms', lazy: async () => ({ Component: (await import('@/features/info/routes/terms-page')).TermsPage }) },
      {
        path: 'privacy',
        lazy: async () => ({ Component: (await import('@/features/info/routes/privacy-page')).PrivacyPage }),
      },
      { path: 'admin', lazy: async () => ({ Component: (await import('@/features/admin/routes/admin-page')).AdminPage }) },
      {
        path: 'dashboard',
        lazy: async () => ({ Component: (await import('@/features/admin/routes/dashboard-page')).DashboardPage }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('@/features/info/routes/not-found-page')).NotFoundPage }),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
