export type UserRole = 'admin' | 'user';

/** The signed-in user as the server describes it (GET /api/user). */
export interface User {
  id: string;
  name: string;
  email: string;
  photoUrl: string | null;
  role: UserRole;
  /** The address was proven (Google, or an emailed link); older servers leave it out. */
  emailVerified?: boolean;
}
