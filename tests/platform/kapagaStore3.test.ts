/**
 * Names as Kapaga's own store cleaned them (tests/store/seats, passplay), on the platform
 * (src/platform/plan.ts): no direction controls, cut by whole characters, and usable at the
 * table once a match starts (no "You" among several people, no twins, none empty).
 */
import { describe, expect, test } from 'vitest';
import { cleanName, NAME_MAX, tableNames } from '../../src/platform/plan';
import type { SeatPlan } from '../../src/platform/record';
import { createSession } from '../../src/platform/session';
import { KAPAGA as kapaga } from './kapagaPlay';

describe('names are cleaned in one place (issue 19): no direction controls, cut by whole characters', () => {
  const family = '👨‍👩‍👧‍👦'; // one character of 11 UTF-16 units
  const graphemes = (s: string) =>
    [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(s)].length;

  test.each([
    ['a right-to-left override ("Alive")', 'A\u202Eevil', 'Aevil'],
    [
      'every embedding, isolate and mark',
      '\u202A\u202B\u202C\u202D\u2066\u2067\u2068\u2069\u200E\u200F\u061CBo',
      'Bo',
    ],
    ['control characters', 'Ann\u0000\nLee', 'Ann  Lee'],
    ['only controls', '\u202E\u202C', ''],
  ])('strips %s', (_, raw, clean) => {
    expect(cleanName(raw)).toBe(clean);
  });

  test('cuts at NAME_MAX whole characters, and within what a record keeps: an emoji family stays whole or goes', () => {
    expect(cleanName(`${'a'.repeat(NAME_MAX - 1)}${family}${family}`)).toBe(
      `${'a'.repeat(NAME_MAX - 1)}${family}`,
    );
    expect(cleanName(`${'a'.repeat(NAME_MAX)}${family}`)).toBe('a'.repeat(NAME_MAX));
    const families = cleanName(family.repeat(30));
    expect(families).toBe(family.repeat(3));
    expect(families.length).toBeLessThanOrEqual(40);
  });

  test('an Arabic name with combining marks is cut between letters, never inside one', () => {
    const name = 'مُحَمَّد '.repeat(5); // letters carrying vowel marks
    const cut = cleanName(name);
    expect(graphemes(cut)).toBeLessThanOrEqual(NAME_MAX);
    expect(name.startsWith(cut)).toBe(true);
    // The next character of the original starts a new letter (no mark left hanging).
    expect(name.slice(cut.length)).toMatch(/^[\s\u0621-\u064A]/);
  });

  test('a match starts with names usable at the table: trimmed, no "You" among several people, no twins, none empty', () => {
    const seats: SeatPlan[] = [
      { kind: 'person', name: 'You' },
      { kind: 'person', name: ' Ann ' },
      { kind: 'person', name: 'Ann' },
      { kind: 'bot', level: 'easy', name: '\u202E' },
    ];
    expect(tableNames(seats).map((x) => x.name)).toEqual(['Player 1', 'Ann', 'Ann 2', 'Bot 4']);
    // Solo play keeps "You".
    const solo: SeatPlan[] = [
      { kind: 'person', name: 'You' },
      { kind: 'bot', level: 'easy', name: 'Ada' },
    ];
    expect(tableNames(solo).map((x) => x.name)).toEqual(['You', 'Ada']);
    const s = createSession(kapaga, null);
    s.getState().setPlan({ seats, rules: {} });
    s.getState().start(2);
    expect(s.getState().record?.seats.map((x) => x.name)).toEqual([
      'Player 1',
      'Ann',
      'Ann 2',
      'Bot 4',
    ]);
  });
});
