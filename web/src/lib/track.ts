/**
 * The app's analytics events. Analytics is disabled in this product: events
 * are only written to the console so the instrumentation stays visible in dev tools.
 */
export type AnalyticsEvent =
  | 'login'
  | 'sign_up'
  | 'logout'
  | 'message_sent'
  | 'message_received'
  | 'new_chat_started'
  | 'chat_shared'
  | 'voice_input_used'
  | 'language_changed'
  | 'app_error'
  | 'feature_used'
  | 'auth_google_signin_attempt'
  | 'auth_google_signin_success'
  | 'auth_google_signin_error';

export function track(event: AnalyticsEvent, props: Record<string, unknown> = {}): void {
  console.debug('[analytics]', event, props);
}
