import { MESSAGE_LIMIT_BOUNDS } from '@quran-assistant/api/contract/limits.ts';
import type { MessageLimitSettings } from '../api/get-message-limit-settings';

/** The server's bounds, and the values the inputs show when the server gives none. */
export const messageLimitBounds = {
  limit: { ...MESSAGE_LIMIT_BOUNDS.limit, fallback: 5 },
  promptMessageCount: { ...MESSAGE_LIMIT_BOUNDS.promptMessageCount, fallback: 2 },
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
