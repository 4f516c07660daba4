import type { Migration } from 'kysely';
import * as appSettings from './2026-11-22T0900-app-settings.js';
import * as accounts from './2026-11-22T1000-accounts.js';
import * as conversations from './2026-11-22T1100-conversations.js';
import * as sharingFeedback from './2026-11-22T1200-sharing-feedback.js';
import * as arabicAnswers from './2026-11-23T0900-arabic-answers.js';
import * as verifiedIdentity from './2026-11-23T1800-verified-identity.js';
import * as guestQuestionCounts from './2026-11-23T1930-guest-question-counts.js';
import * as rateLimitWindows from './2026-11-25T1600-rate-limit-windows.js';
import * as loginThrottle from './2026-11-25T1700-login-throttle.js';

/**
 * Every migration, in the order they run. To add one: create a new file named
 * `YYYY-MM-DDTHHMM-<what>.ts` (never edit a file that has landed), import it
 * here and add it under its file name. Kysely applies them in name order.
 */
export const migrations: Record<string, Migration> = {
  '2026-11-22T0900-app-settings': appSettings,
  '2026-11-22T1000-accounts': accounts,
  '2026-11-22T1100-conversations': conversations,
  '2026-11-22T1200-sharing-feedback': sharingFeedback,
  '2026-11-23T0900-arabic-answers': arabicAnswers,
  '2026-11-23T1800-verified-identity': verifiedIdentity,
  '2026-11-23T1930-guest-question-counts': guestQuestionCounts,
  '2026-11-25T1600-rate-limit-windows': rateLimitWindows,
  '2026-11-25T1700-login-throttle': loginThrottle,
};
