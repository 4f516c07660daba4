import { createBrowserRouter, Navigate, useParams, type RouteObject } from 'react-router-dom';
import { loadPageNamespaces, type PageNamespace } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { RootLayout, RouteLoading } from './root-layout';
import { RouteErrorBoundary } from './routes/route-error-boundary';

/** A page's code together with its strings, so it never renders with keys in place of text. */
async function withStrings<Module>(namespaces: PageNamespace[], page: Promise<Module>): Promise<Module> {
  const [module] = await Promise.all([page, loadPageNamespaces(...namespaces)]);
  return module;
}

/** /feedback and /feedback/:sessionId lead to the contact form, keeping the session id. */
function FeedbackRedirect() {
  const { sessionId } = useParams();
  return <Navigate to={paths.contact.getHref(sessionId)} replace />;
}

// Every page but the chat is loaded on demand so the first paint of the chat stays small.
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    // Shown while the first route's code loads (every route is lazy).
    hydrateFallbackElement: <RouteLoading />,
    children: [
      { path: paths.home.path, lazy: async () => ({ Component: (await import('./routes/chat')).ChatRoute }) },
      { path: paths.chatIndex.path, element: <Navigate to={paths.home.getHref()} replace /> },
      { path: paths.chat.path, lazy: async () => ({ Component: (await import('./routes/chat')).ChatRoute }) },
      { path: paths.shared.path, lazy: async () => ({ Component: (await import('./routes/shared')).SharedRoute }) },
      { path: paths.auth.path, lazy: async () => ({ Component: (await import('@/features/auth/routes/auth-page')).AuthPage }) },
      {
        path: paths.resetPassword.path,
        lazy: async () => ({ Component: (await import('@/features/auth/routes/reset-password-page')).ResetPasswordPage }),
      },
      {
        path: paths.verifyEmail.path,
        lazy: async () => ({ Component: (await import('@/features/auth/routes/verify-email-page')).VerifyEmailPage }),
      },
      { path: paths.about.path, lazy: async () => ({ Component: (await withStrings(['info'], import('@/features/info/routes/about-page'))).AboutPage }) },
      {
        path: paths.contact.path,
        lazy: async () => ({ Component: (await withStrings(['info'], import('@/features/info/routes/contact-page'))).ContactPage }),
      },
      { path: paths.quranIndex.path, lazy: async () => ({ Component: (await withStrings(['reader'], import('./routes/quran'))).QuranIndexRoute }) },
      { path: paths.quranSurah.path, lazy: async () => ({ Component: (await withStrings(['reader'], import('./routes/quran'))).QuranSurahRoute }) },
      { path: paths.quranVerse.path, lazy: async () => ({ Component: (await withStrings(['reader'], import('./routes/quran'))).QuranSurahRoute }) },
      { path: paths.feedback.path, element: <FeedbackRedirect /> },
      { path: paths.feedbackForSession.path, element: <FeedbackRedirect /> },
      { path: paths.terms.path, lazy: async () => ({ Component: (await withStrings(['info'], import('@/features/info/routes/terms-page'))).TermsPage }) },
      {
        path: paths.privacy.path,
        lazy: async () => ({ Component: (await withStrings(['info'], import('@/features/info/routes/privacy-page'))).PrivacyPage }),
      },
      { path: paths.admin.path, lazy: async () => ({ Component: (await withStrings(['admin'], import('@/features/admin/routes/admin-page'))).AdminPage }) },
      {
        path: paths.dashboard.path,
        lazy: async () => ({ Component: (await withStrings(['admin'], import('@/features/admin/routes/dashboard-page'))).DashboardPage }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await withStrings(['info'], import('@/features/info/routes/not-found-page'))).NotFoundPage }),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
