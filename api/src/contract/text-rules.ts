/**
 * What free text in a request may hold, for the API's schemas and the web app's
 * own form checks alike (no imports: the browser bundle takes this file as it is).
 *
 * Control characters (C0, DEL and C1) are refused: they have no business in a
 * name or a question and only ever serve to confuse what shows or logs them. A
 * question or message may keep line breaks and tabs; a name or a title may not.
 * Every pattern also asks for one character that is not a space.
 *
 * Lone surrogates are refused too: they cannot be stored as UTF-8 and would come
 * back as U+FFFD. That rule is the `x-well-formed` keyword, not part of the
 * patterns, because validators outside JavaScript (Rust, Python's JSON tools)
 * cannot compile a pattern that names surrogates.
 *
 * The patterns are linear (no backtracking) and meant for the `u` flag, which
 * Ajv uses; build a RegExp with `textPattern()`.
 */

const C0_C1_AND_DEL = '\\u0000-\\u001f\\u007f-\\u009f';
/** Everything above except tab (\u0009), line feed (\u000a) and carriage return (\u000d). */
const CONTROLS_BUT_LINE_BREAKS_AND_TABS = '\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f';

/** A schema's mark that its string must be well-formed UTF-16 (no lone surrogate); see request-validation.ts. */
export const WELL_FORMED = { 'x-well-formed': true } as const;

/** Leading spaces, then one visible character, then anything allowed: at least one character that is not a space. */
function notBlankWithout(forbidden: string): string {
  return `^[^\\S${forbidden}]*[^\\s${forbidden}][^${forbidden}]*$`;
}

/** A name or a title: one line, no control characters, not only spaces. */
export const ONE_LINE_TEXT_PATTERN = notBlankWithout(C0_C1_AND_DEL);

/** A question or a message: line breaks and tabs allowed, no other control characters, not only spaces. */
export const MULTI_LINE_TEXT_PATTERN = notBlankWithout(CONTROLS_BUT_LINE_BREAKS_AND_TABS);

/** Like MULTI_LINE_TEXT_PATTERN, and may be empty or blank (a field that can be cleared). */
export const OPTIONAL_MULTI_LINE_TEXT_PATTERN = `^[^${CONTROLS_BUT_LINE_BREAKS_AND_TABS}]*$`;

/** An address: no spaces, control characters or second @ in either part, and a dot in the domain. */
const EMAIL_PART = `[^\\s@${C0_C1_AND_DEL}]+`;
export const EMAIL_PATTERN = `^${EMAIL_PART}@${EMAIL_PART}\\.${EMAIL_PART}$`;

export const MAX_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 254;
/** A question is at most 1000 characters. */
export const MAX_MESSAGE_LENGTH = 1000;

export function textPattern(pattern: string): RegExp {
  return new RegExp(pattern, 'u');
}

const loneSurrogate = /[\ud800-\udfff]/u;
const emailAddress = textPattern(EMAIL_PATTERN);

/** Whether the text is well-formed UTF-16: no lone surrogate (a pair, as in an emoji, is one character). */
export function isWellFormed(value: string): boolean {
  return !loneSurrogate.test(value);
}
const oneLineText = textPattern(ONE_LINE_TEXT_PATTERN);
const multiLineText = textPattern(MULTI_LINE_TEXT_PATTERN);

/** Whether a name (user, contact) or a title is acceptable as it is: 1 to `max` characters on one line. */
export function isOneLineText(value: string, max = MAX_NAME_LENGTH): boolean {
  return value.length >= 1 && value.length <= max && oneLineText.test(value) && isWellFormed(value);
}

/** Whether a question or message is acceptable as it is: 1 to `max` characters, line breaks and tabs allowed. */
export function isMultiLineText(value: string, max = MAX_MESSAGE_LENGTH): boolean {
  return value.length >= 1 && value.length <= max && multiLineText.test(value) && isWellFormed(value);
}

export function isEmailAddress(value: string): boolean {
  return value.length >= 3 && value.length <= MAX_EMAIL_LENGTH && emailAddress.test(value) && isWellFormed(value);
}

function forbiddenCharacters(multiLine: boolean, flags: string): RegExp {
  return new RegExp(`[${multiLine ? CONTROLS_BUT_LINE_BREAKS_AND_TABS : C0_C1_AND_DEL}\\ud800-\\udfff]`, flags);
}

/** Whether the text holds a character the rules above refuse wherever it stands (for a form's "invalid characters" hint). */
export function hasForbiddenCharacters(value: string, multiLine: boolean): boolean {
  return forbiddenCharacters(multiLine, 'u').test(value);
}

/** The text without the characters the rules refuse (pasted text carries invisible ones). */
export function withoutForbiddenCharacters(value: string, multiLine: boolean): string {
  return value.replace(forbiddenCharacters(multiLine, 'gu'), '');
}
