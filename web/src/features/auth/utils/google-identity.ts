/**
 * Google Identity Services (GIS): the script is loaded only when the server
 * gives a Google client id, and only once per page. GIS hands back an ID token
 * (a JWT "credential") that our backend verifies; no Google SDK is bundled.
 */

export const googleIdentityScriptUrl = 'https://accounts.google.com/gsi/client';

export interface GoogleCredentialResponse {
  credential?: string;
  select_by?: string;
}

export interface GooglePromptMoment {
  isNotDisplayed(): boolean;
  isSkippedMoment(): boolean;
  isDismissedMoment(): boolean;
  getNotDisplayedReason?(): string;
  getSkippedReason?(): string;
}

export interface GoogleButtonOptions {
  type?: 'standard' | 'icon';
  theme?: 'outline' | 'filled_blue' | 'filled_black';
  size?: 'large' | 'medium' | 'small';
  text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
  shape?: 'rectangular' | 'pill' | 'circle' | 'square';
  logo_alignment?: 'left' | 'center';
  width?: number;
  locale?: string;
}

export interface GoogleAccountsId {
  initialize(config: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
    ux_mode?: 'popup' | 'redirect';
    auto_select?: boolean;
    cancel_on_tap_outside?: boolean;
    context?: 'signin' | 'signup' | 'use';
    itp_support?: boolean;
    use_fedcm_for_prompt?: boolean;
  }): void;
  renderButton(parent: HTMLElement, options: GoogleButtonOptions): void;
  prompt(listener?: (moment: GooglePromptMoment) => void): void;
  disableAutoSelect(): void;
  cancel(): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

let loading: Promise<GoogleAccountsId> | null = null;

/** Loads the GIS script (once) and resolves with `google.accounts.id`. */
export function loadGoogleIdentity(): Promise<GoogleAccountsId> {
  const existing = window.google?.accounts?.id;
  if (existing) return Promise.resolve(existing);
  if (loading) return loading;
  loading = new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = googleIdentityScriptUrl;
    script.async = true;
    script.defer = true;
    script.onload = () => {
      const id = window.google?.accounts?.id;
      if (id) resolve(id);
      else reject(new Error('Google sign-in did not initialise'));
    };
    script.onerror = () => reject(new Error('Google sign-in could not be loaded. Check your connection.'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    // A failed load may be retried later (e.g. after going back online).
    loading = null;
    document.querySelector(`script[src="${googleIdentityScriptUrl}"]`)?.remove();
    throw error;
  });
  return loading;
}

/**
 * An unauthorized-domain error gets an explanation instead of the raw
 * provider message, because only the site owner can fix it.
 */
export function isUnauthorizedDomainError(message: string): boolean {
  return /unauthori[sz]ed[-_ ]domain|origin[^.]*not allowed|not allowed[^.]*origin/i.test(message);
}
