import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';

/** The toasts for a failed settings save: sign-in expired, refused by the server, or unexpected. */
export function useSettingsErrorToast() {
  const { t } = useTranslation('admin');
  const { toast } = useToast();
  return useCallback(
    (error: unknown, failedText: (message: string) => string) => {
      const message = errorText(error);
      if (isApiError(error) && error.status === 401) {
        toast({ title: t('toast.authErrorTitle'), description: t('toast.authErrorText'), variant: 'destructive' });
      } else if (isApiError(error) && error.status !== 0) {
        toast({ title: t('toast.updateFailedTitle'), description: failedText(message), variant: 'destructive' });
      } else {
        toast({ title: t('toast.updateErrorTitle'), description: t('toast.updateErrorText', { message }), variant: 'destructive' });
      }
    },
    [t, toast],
  );
}
