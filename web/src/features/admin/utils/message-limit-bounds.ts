import type { MessageLimitSettings } from '../api/get-message-limit-settings';

/** The limits an admin may set (1–1000 messages, 1–10 prompt messages) and the defaults shown when the server gives no value. */
export const messageLimitBounds = {
  limit: { min: 1, max: 1000, fallback: 5 },
  promptMessageCount: { min: 1, max: 10, fallback: 2 },
} as const;

export type MessageLimitNumberField = keyof typeof messageLimitBounds;

export function withMessageLimitDefaults(settings: Partial<MessageLimitSettings> | undefined): MessageLimitSettings {
  return {
    enabled: settings?.enabled ?? false,
    limit: settings?.limit ?? messageLimitBounds.limit.fallback,
    promptMessageCount: settings?.promptMessageCount ?? messageLimitBounds.promptMessageCount.fallback,
  };
}

export type NumberFieldCheck = { ok: true; value: number } | { ok: false; reason: 'required' | 'notWhole' | 'outOfRange' };

/** Reads what was typed into a bounded whole-number field. */
export function checkMessageLimitNumber(field: MessageLimitNumberField, raw: string): NumberFieldCheck {
  const text = raw.trim();
  if (!text) return { ok: false, reason: 'required' };
  const value = Number(text);
  if (!Number.isInteger(value)) return { ok: false, reason: 'notWhole' };
  const { min, max } = messageLimitBounds[field];
  if (value < min || value > max) return { ok: false, reason: 'outOfRange' };
  return { ok: true, value };
}
