/**
 * "Understand Kai's move" ends with the move's lesson in one line (issue 34 item 19): every
 * move Kai explains, at every level and in the hint's voice, ends "Lesson: ..."; the claims
 * test (claims.test.ts) holds each lesson true of its move.
 */
import { describe, expect, test } from 'vitest';
import { LESSONS } from '../../../src/games/kapow/bots/words';
import type { Level, Voice } from '../../../src/games/module';
import { plain } from '../../../src/lib/tokens';
import { playRound } from './decisions';

const RUNS: { levels: Level[]; voice: Voice; deals: number[] }[] = [
  { levels: ['medium', 'hard'], voice: 'bot', deals: [1, 2, 3, 4, 5, 6] },
  { levels: ['easy', 'medium'], voice: 'bot', deals: [7, 8, 9] },
  { levels: ['expert', 'hard'], voice: 'bot', deals: [10, 11] },
  { levels: ['hard', 'medium'], voice: 'advice', deals: [12, 13] },
];

describe("Understand Kai's move ends with its lesson", () => {
  test.each(RUNS)('K9-K18: $levels ($voice): every move explained ends "Lesson: ..."', (run) => {
    const lessons = new Set<string>(Object.values(LESSONS));
    let moves = 0;
    for (const deal of run.deals)
      for (const m of playRound(deal, run.levels, { voice: run.voice })) {
        const detail = (m.decision.detail ?? []).map(plain);
        moves++;
        const last = detail.at(-1) ?? '';
        expect(lessons.has(last), `${plain(m.decision.reason)} | ${detail.join(' / ')}`).toBe(true);
        expect(detail.filter((l) => l.startsWith('Lesson: '))).toHaveLength(1);
        // "Not the best" is said only of a move the note above the lines calls a slip or a habit.
        if (last === LESSONS.slip) expect(detail[0]).toMatch(/^\(A (slip|simple habit)/);
        if (last === LESSONS.search) expect(detail.join('\n')).toMatch(/overturned the first/);
      }
    expect(moves).toBeGreaterThan(50);
  });
});
