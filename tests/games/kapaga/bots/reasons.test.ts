/**
 * Issue 9: a bot's reason has a public part (what anyone at the table could see), said
 * during play, and a private part (its hand, its counting), said only where every hand is
 * open. Over seeded games: no public reason names a card the bot still hides, its hand's
 * points, or what it holds.
 */
import { describe, expect, test } from 'vitest';
import { createBot, type Level } from '../../../../src/games/kapaga/bots';
import {
  actionsFor,
  applyAction,
  cardLabel,
  newGame,
  playerView,
} from '../../../../src/games/kapaga/engine';
import { narrateReason, plain } from '../../../../src/games/kapaga/words';

const NAMES = ['Ann', 'Bea', 'Cal', 'Dan'];
const HOLDING =
  /\b(I hold|my hand|my last|I have no|in my hand|Nothing I hold|worth \d+ points)\b/i;

describe('public reasons', () => {
  test.each([
    ['easy', 'medium', 'hard', 'expert'],
    ['hard', 'hard', 'medium', 'easy'],
  ] as Level[][])(
    '%s, %s, %s, %s: no hidden card or holding in what a person reads',
    (...levels) => {
      let checked = 0;
      for (let seed = 0; seed < 12; seed++) {
        const start = newGame({ players: 4, seed: 300 + seed, rules: 'grayzone' });
        if (!start.ok) throw new Error(start.error.message);
        let g = start.value;
        const bots = levels.map((l, s) => createBot(l, { seed: seed * 10 + s, iterations: 40 }));
        for (let step = 0; step < 200 && g.phase === 'playing'; step++) {
          const seat = g.turn;
          const legal = actionsFor(g, seat).filter((a) => a.type !== 'next-round');
          const d = (bots[seat] as ReturnType<typeof createBot>).decide(playerView(g, seat), legal);
          if (!d.action) break;
          const next = applyAction(g, d.action);
          if (!next.ok) throw new Error(next.error.message);
          g = next.value;
          const said = narrateReason(d.reason, { names: NAMES, you: null }, false);
          if (said) {
            const text = plain(said);
            expect(text).not.toMatch(HOLDING);
            for (const c of g.hands[seat] ?? []) expect(text).not.toContain(cardLabel(c));
            checked++;
          }
          // Where every hand is open, the whole reason is said (it may name the hand).
          const open = narrateReason(d.reason, { names: NAMES, you: null }, true);
          if (d.reason.length) expect(open).not.toBeNull();
        }
      }
      expect(checked).toBeGreaterThan(100);
    },
  );
});
