/** Names are cleaned in one place (issue 19): no direction controls, cut by whole characters. */
import { describe, expect, test } from 'vitest';
import {
  cleanName,
  cutName,
  formSeats,
  NAME_MAX,
  tableSeats,
} from '../../src/games/kapaga/store/seats';

const family = '👨‍👩‍👧‍👦'; // one character of 11 UTF-16 units
const graphemes = (s: string) =>
  [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(s)].length;

describe('cleanName', () => {
  test.each([
    ['a right-to-left override ("Alive")', 'A\u202Eevil', 'Aevil'],
    [
      'every embedding, isolate and mark',
      '\u202A\u202B\u202C\u202D\u2066\u2067\u2068\u2069\u200E\u200F\u061CBo',
      'Bo',
    ],
    ['control characters', 'Ann\u0000\nLee', 'Ann Lee'],
    ['spaces round it', '  Tom  ', 'Tom'],
    ['only controls', '\u202E\u202C', ''],
  ])('strips %s', (_, raw, clean) => {
    expect(cleanName(raw)).toBe(clean);
  });

  test('cuts at NAME_MAX whole characters: an emoji family stays whole or goes', () => {
    const name = `${'a'.repeat(NAME_MAX - 1)}${family}${family}`;
    expect(cleanName(name)).toBe(`${'a'.repeat(NAME_MAX - 1)}${family}`);
    expect(cleanName(`${'a'.repeat(NAME_MAX)}${family}`)).toBe('a'.repeat(NAME_MAX));
  });

  test('an Arabic name with combining marks is cut between letters, never inside one', () => {
    const name = 'مُحَمَّد '.repeat(5); // letters carrying vowel marks
    const cut = cleanName(name);
    expect(graphemes(cut)).toBeLessThanOrEqual(NAME_MAX);
    expect(name.startsWith(cut)).toBe(true);
    // The next character of the original starts a new letter (no mark left hanging).
    expect(name.slice(cut.length)).toMatch(/^[\s\u0621-\u064A]/);
  });

  test('cutName keeps what is typed (a trailing space) but never more than NAME_MAX', () => {
    expect(cutName('Ann ')).toBe('Ann ');
    expect(graphemes(cutName(family.repeat(30)))).toBe(NAME_MAX);
  });
});

describe('seats use the cleaned names', () => {
  test('formSeats and tableSeats strip direction controls', () => {
    const seats = formSeats({
      name: 'A\u202Eevil',
      level: 'easy',
      opponents: 1,
      perSeat: ['person'],
      names: ['\u2067Bob\u2069'],
      watch: false,
    });
    expect(seats.map((s) => s.name)).toEqual(['Aevil', 'Bob']);
    expect(
      tableSeats([
        { name: 'x\u202Ey', kind: 'human', level: 'easy' },
        { name: '\u202E', kind: 'bot', level: 'easy' },
      ]).map((s) => s.name),
    ).toEqual(['xy', 'Bot 2']);
  });
});
