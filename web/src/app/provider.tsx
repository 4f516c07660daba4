import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ToastProvider } from '@/components/ui/toast';
import { AuthProvider, useAuth } from '@/features/auth/hooks/use-auth';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { SessionProvider } from '@/lib/session';

/** The auth feature's state, handed to the shell and the other features as a `Session`. */
function SessionFromAuth({ children }: { children: ReactNode }) {
  const { user, isLoading, logout } = useAuth();
  const session = useMemo(() => ({ user, isLoading, logout }), [user, isLoading, logout]);
  return <SessionProvider value={session}>{children}</SessionProvider>;
}

export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <ToastProvider>
          <AuthProvider>
            <SessionFromAuth>{children}</SessionFromAuth>
          </AuthProvider>
        </ToastProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
