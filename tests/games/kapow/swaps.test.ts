// K12: Kai swaps a KAPOW! card only for a gain. A swap that leaves the hand's expected
// points as they are ties with ending the turn, and cycled the card round a triad up to the
// 12-swap limit (issue 34 item 13: deal 1007, round 1, turn 7, hard against hard).
import { describe, expect, test } from 'vitest';
import { EXPERT_STYLE, HARD, MEDIUM, rank } from '../../../src/games/kapow/bots/kai';
import { actionsFor, playerView, snapshot } from '../../../src/games/kapow/engine';
import type { Level } from '../../../src/games/module';
import { type Made, playRound } from './decisions';

const STYLE = { easy: MEDIUM, medium: MEDIUM, hard: HARD, expert: EXPERT_STYLE } as const;

/** The seat's expected points if it ended its turn now, and after the swap it made. */
function costs(m: Made): { now: number; swap: number } {
  const view = playerView(m.before, m.seat);
  const ranked = rank(view, actionsFor(m.before, m.seat), STYLE[m.level]);
  const end = ranked.find((o) => o.action.type === 'end');
  const made = ranked.find((o) => JSON.stringify(o.action) === JSON.stringify(m.decision.action));
  if (!end || !made) throw new Error('the swap stage lists end and the swap made');
  return { now: end.cost, swap: made.cost };
}

/** Each seat's own hand at every step of one turn: no hand comes round again (no cycle). */
function cycles(made: readonly Made[]): number {
  let found = 0;
  let seen = new Set<string>();
  let turnOf = '';
  for (const m of made) {
    const key = String(m.turn);
    if (key !== turnOf) {
      seen = new Set();
      turnOf = key;
    }
    if (m.before.stage !== 'swap') continue;
    const hand = JSON.stringify(snapshot(m.before).hands[m.seat]);
    if (seen.has(hand)) found++;
    seen.add(hand);
  }
  return found;
}

describe('K12: a KAPOW! swap only for a gain', () => {
  test('deal 1007 (seeds 2015, 2016), hard against hard: round 1, turn 7 makes one swap and ends', () => {
    const made = playRound(1007, ['hard', 'hard'], { iterations: 16 });
    const turn7 = made.filter((m) => m.seat === 0 && m.turn === 7);
    const swaps = turn7.filter((m) => m.decision.action?.type === 'swap');
    expect(swaps.length).toBe(1);
    expect(turn7.at(-1)?.decision.action).toEqual({ type: 'end', seat: 0 });
    for (const m of swaps) {
      const c = costs(m);
      expect(c.swap).toBeLessThan(c.now - 0.04);
    }
  });

  test.each(['medium', 'hard', 'expert'] as Level[])(
    '%s: over many decisions, every swap lowers the expected points and no hand comes round again',
    (level) => {
      let swaps = 0;
      const rounds = level === 'expert' ? 12 : 40;
      for (let deal = 1000; deal < 1000 + rounds; deal++) {
        const made = playRound(deal, [level, 'hard']);
        expect(cycles(made)).toBe(0);
        for (const m of made) {
          if (m.decision.action?.type !== 'swap' || m.seat !== 0) continue;
          swaps++;
          const c = costs(m);
          expect(c.swap, `deal ${deal}, turn ${m.turn}`).toBeLessThan(c.now - 0.04);
        }
        // The engine's limit is never what stops Kai.
        expect(made.filter((m) => m.before.swaps.length >= 11).length).toBe(0);
      }
      expect(swaps).toBeGreaterThan(0);
    },
  );
});
