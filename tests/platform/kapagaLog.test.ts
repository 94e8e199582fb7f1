/**
 * Kapaga's deals in the table's log (GameModule.dealt, platform/log.ts): the match's first
 * deal and each next one are said as Kapaga's own log said them (R3: who deals, how many
 * cards; the card turned up), and a game without words for its deals says "Round N.".
 */
import { expect, test } from 'vitest';
import { type AnyModule, gameById } from '../../src/games/registry';
import { whoActs } from '../../src/kit/loop';
import { plain } from '../../src/lib/tokens';
import { createSession } from '../../src/platform/session';
import { memoryStorage as memory } from './storage';

const kapaga = (await gameById('kapaga')?.load()) as AnyModule;
const kapow = (await gameById('kapow')?.load()) as AnyModule;
const seats = [
  { kind: 'person' as const, name: 'Ada' },
  { kind: 'bot' as const, level: 'easy' as const, name: 'Bo' },
];

function toNextDeal(m: AnyModule, s: ReturnType<typeof createSession>) {
  let r = 7;
  for (let i = 0; i < 20_000; i++) {
    const { game } = s.getState();
    const next = whoActs(m.engine, game);
    if (next.kind === 'next-round') return s.getState().nextRound();
    if (next.kind !== 'seat') throw new Error('the match ended in one round');
    const legal = m.engine.actionsFor(game, next.seat);
    r = (r * 1103515245 + 12345) % 2 ** 31;
    s.getState().act(legal[r % legal.length]);
  }
  throw new Error('no end of round');
}

test('R3: the log says each deal: who deals, how many cards each, the card turned up', () => {
  const s = createSession(kapaga, memory());
  s.getState().setPlan({ seats, rules: {} });
  s.getState().start(12);
  const first = plain(s.getState().log[0]?.words ?? []);
  expect(first).toMatch(/^Round 1: (You deal|Bo deals) 7 cards each\. .*turned up/);
  toNextDeal(kapaga, s);
  const last = plain(s.getState().log.at(-1)?.words ?? []);
  expect(last).toMatch(/^Round 2: (You deal|Bo deals) \d+ cards each\./);
  expect(s.getState().log.at(-1)?.seat).toBeNull();
});

test('a game without words for its deals: the next deal is "Round N.", the first says nothing', () => {
  expect(kapow.dealt).toBeUndefined();
  const s = createSession(kapow, memory());
  s.getState().setPlan({ seats, rules: {} });
  s.getState().start(12);
  expect(s.getState().log).toEqual([]);
  toNextDeal(kapow, s);
  expect(plain(s.getState().log.at(-1)?.words ?? [])).toBe('Round 2.');
});
