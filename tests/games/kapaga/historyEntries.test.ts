/**
 * Kapaga's own history entries, read strictly as they are carried onto the table (older.ts:
 * its IndexedDB history and its history files): anything odd is refused, a good entry and an
 * old past result come back as they were.
 */
import { describe, expect, it } from 'vitest';
import { decodeEntry, entryFromResult } from '../../../src/games/kapaga/older/history/entry';
import { historyFile, readHistoryFile } from '../../../src/games/kapaga/older/history/stats';
import type { HistoryEntry } from '../../../src/games/kapaga/older/history/types';

const entry = (o: Partial<HistoryEntry>): HistoryEntry => ({
  at: 1,
  rules: 'grayzone',
  players: 4,
  seats: [
    { name: 'You', kind: 'human', level: 'easy' },
    { name: 'A', kind: 'bot', level: 'hard' },
    { name: 'B', kind: 'bot', level: 'hard' },
    { name: 'C', kind: 'bot', level: 'hard' },
  ],
  placings: [0, 1, 2, 3],
  scores: [0, 100, 200, 3000],
  winners: [0],
  rounds: [[10, 20, 30, 40]],
  you: 0,
  hints: 0,
  ...o,
});

describe('history records decode strictly (issue 19)', () => {
  const good = entry({ at: 7 });
  const seat = (o: object) => ({
    ...good,
    seats: good.seats.map((s, i) => (i ? { ...s, ...o } : s)),
  });
  it.each([
    ['rules that are a prototype key', { ...good, rules: '__proto__' }],
    ['rules no one knows', { ...good, rules: 'banana' }],
    ['a bot level that is a prototype key', seat({ level: '__proto__' })],
    ['a seat with an extra key', seat({ evil: 1 })],
    ['a seat kind no one knows', seat({ kind: 'ghost' })],
    ['players: 1e300', { ...good, players: 1e300 }],
    ['players: -5', { ...good, players: -5 }],
    ['players: 2.5', { ...good, players: 2.5 }],
    ['hints: 1e308', { ...good, hints: 1e308 }],
    ['hints: -1', { ...good, hints: -1 }],
    ['you: -1', { ...good, you: -1 }],
    ['you past the last seat', { ...good, you: 4 }],
    ['a date that is not a number', { ...good, at: 'x' }],
    ['an endless date', { ...good, at: Number.POSITIVE_INFINITY }],
    ['a seat twice in the placings', { ...good, placings: [0, 0, 1, 2] }],
    ['a winner past the last seat', { ...good, winners: [9] }],
    ['a round of odd points', { ...good, rounds: [[1, 'x', 3, 4]] }],
    ['seats that disagree with the players', { ...good, players: 3 }],
    ['an extra field', { ...good, extra: 1 }],
    ['a missing field', { ...good, hints: undefined }],
    ['a prototype key', JSON.parse(`{"__proto__":{"x":1},${JSON.stringify(good).slice(1)}`)],
    ['an array', [good]],
  ])('%s is refused', (_, bad) => {
    expect(decodeEntry(JSON.parse(JSON.stringify(bad)) as unknown)).toBeNull();
    expect(readHistoryFile(historyFile([bad as never]))?.refused).toBe(1);
  });

  it('a good entry and an old past result come back as they were, as fresh objects', () => {
    expect(decodeEntry(JSON.parse(JSON.stringify(good)))).toEqual(good);
    const old = entryFromResult({
      at: 5,
      players: 3,
      preset: 'classic',
      rounds: 4,
      winners: ['Pat'],
      youWon: true,
      yourScore: 120,
    });
    expect(decodeEntry(old)).toEqual(old);
  });
});
