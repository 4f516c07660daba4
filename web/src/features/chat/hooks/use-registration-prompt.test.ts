import { describe, expect, it } from 'vitest';
import { registrationPromptDue } from './use-registration-prompt';

const guestWhoSent = { isGuest: true, sentHere: true, dismissed: false };

describe('the registration prompt', () => {
  it('is due once a guest’s messages reach the admin’s prompt count', () => {
    expect(registrationPromptDue({ used: 1, promptAfter: 2 }, guestWhoSent)).toBe(false);
    expect(registrationPromptDue({ used: 2, promptAfter: 2 }, guestWhoSent)).toBe(true);
    expect(registrationPromptDue({ used: 5, promptAfter: 5 }, guestWhoSent)).toBe(true);
    expect(registrationPromptDue({ used: 4, promptAfter: 5 }, guestWhoSent)).toBe(false);
  });

  it('is never due for a signed-in user, before a message is sent here, once dismissed, or before the count is known', () => {
    expect(registrationPromptDue({ used: 3, promptAfter: 2 }, { ...guestWhoSent, isGuest: false })).toBe(false);
    expect(registrationPromptDue({ used: 3, promptAfter: 2 }, { ...guestWhoSent, sentHere: false })).toBe(false);
    expect(registrationPromptDue({ used: 3, promptAfter: 2 }, { ...guestWhoSent, dismissed: true })).toBe(false);
    expect(registrationPromptDue(undefined, guestWhoSent)).toBe(false);
  });
});
