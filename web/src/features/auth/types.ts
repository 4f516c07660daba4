import type { CurrentUser, UserRole } from '@quran-assistant/api/contract';

/** The signed-in user as the server describes it (GET /api/user). */
export type User = CurrentUser;
export type { UserRole };
