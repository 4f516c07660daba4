import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/lib/paths';

// A shared link that fails to load redirects home three seconds after the error toast.
export const sharedErrorRedirectMs = 3000;

/** When a shared chat cannot be loaded: toast 'Error Loading Shared Chat' and go home after 3 s. */
export function useRedirectOnError(failed: boolean) {
  const { t } = useTranslation('share');
  const { toast } = useToast();
  const navigate = useNavigate();
  useEffect(() => {
    if (!failed) return;
    toast({ title: t('errorTitle'), description: t('errorMessage'), variant: 'destructive' });
    const timer = window.setTimeout(() => navigate(paths.home.getHref(), { replace: true }), sharedErrorRedirectMs);
    return () => window.clearTimeout(timer);
  }, [failed, navigate, t, toast]);
}
