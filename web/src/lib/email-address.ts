// The shape browsers accept for <input type="email">: local part, @, and a host of dot-separated labels.
const emailAddressPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*$/;

/** Whether a trimmed string looks like an email address (the server has the final word). */
export function isEmailAddress(value: string): boolean {
  return emailAddressPattern.test(value);
}
