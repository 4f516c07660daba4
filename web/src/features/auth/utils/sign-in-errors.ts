/** Sign-in errors stay on screen for 6 seconds, long enough to read a sentence twice. */
export const signInErrorToastDuration = 6000;

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
