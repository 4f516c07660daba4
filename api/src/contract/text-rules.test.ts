import { describe, expect, it } from 'vitest';
import { hasForbiddenCharacters, isEmailAddress, isMultiLineText, isOneLineText, withoutForbiddenCharacters } from './text-rules.js';

describe('isOneLineText (names, titles)', () => {
  it.each(['Amina', ' Amina ', 'আমিনা', 'عائشة', 'Amina 🌙', 'A\u00a0B', 'জ্\u200dঞ'])('accepts %j', (value) => {
    expect(isOneLineText(value)).toBe(true);
  });

  it.each(['', '   ', '\u00a0', 'A\u0000', 'A\nB', 'A\tB', 'A\rB', '\u001b[31mA', 'A\u007f', 'A\u0085', 'A\u009f', 'A\ud800', '\udc00A'])(
    'refuses %j',
    (value) => {
      expect(isOneLineText(value)).toBe(false);
    },
  );

  it('refuses more than the limit', () => {
    expect(isOneLineText('x'.repeat(100))).toBe(true);
    expect(isOneLineText('x'.repeat(101))).toBe(false);
  });
});

describe('isMultiLineText (questions, messages)', () => {
  it.each(['What is patience?', 'Line one\nline two', 'Tabbed\tanswer', 'Windows\r\nbreak', '\n  Indented?'])('accepts %j', (value) => {
    expect(isMultiLineText(value)).toBe(true);
  });

  it.each(['', '\n\t ', 'Q\u0000', 'Q\u000b', 'Q\u000c', 'Q\u001b', 'Q\u007f', 'Q\u0085', 'Q\ud83d'])('refuses %j', (value) => {
    expect(isMultiLineText(value)).toBe(false);
  });

  it('takes a long refused text in linear time', () => {
    const started = performance.now();
    expect(isMultiLineText(`${'a '.repeat(50_000)}\u0000`, 200_000)).toBe(false);
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe('hasForbiddenCharacters', () => {
  it('tells a name from a question', () => {
    expect(hasForbiddenCharacters('A\nB', false)).toBe(true);
    expect(hasForbiddenCharacters('A\nB', true)).toBe(false);
    expect(hasForbiddenCharacters('A\u0000B', true)).toBe(true);
    expect(hasForbiddenCharacters('  ', false)).toBe(false);
  });
});

describe('withoutForbiddenCharacters', () => {
  it('keeps what the rules allow, emoji included', () => {
    expect(withoutForbiddenCharacters('Pa\u0000tience\n\t🌙\u0085\ud800', true)).toBe('Patience\n\t🌙');
    expect(withoutForbiddenCharacters('Pa\u0000tience\n\t🌙', false)).toBe('Patience🌙');
  });
});

describe('isEmailAddress', () => {
  it.each([
    ['amina@example.org', true],
    ['a.b+c@mail.example.org', true],
    ['amina@localhost', false],
    ['a b@example.org', false],
    ['a@b@example.org', false],
    ['a\u0000@example.org', false],
    ['a\u0085@example.org', false],
  ])('%j → %s', (value, expected) => {
    expect(isEmailAddress(value)).toBe(expected);
  });
});
