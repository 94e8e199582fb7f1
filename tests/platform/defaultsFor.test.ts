/**
 * A default that depends on the table (RulesConfig.defaultsFor: La Krap's rounds are twice
 * the players): a match started with no field set plays the default of its own size, one
 * with the field set plays what was set. Shown on the toy trick game given such a default.
 */
import { describe, expect, test } from 'vitest';
import { resolveFor } from '../../src/kit/rulesWords';
import { createSession } from '../../src/platform/session';
import { memoryStorage } from './storage';
import { TRICKS_MODULE, type Tricks } from './tricks';

const SIZED = {
  ...TRICKS_MODULE,
  rules: { ...TRICKS_MODULE.rules, defaultsFor: (players: number) => ({ rounds: players - 1 }) },
};
const people = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ kind: 'person' as const, name: `P${i + 1}` }));

function started(players: number, rules: Record<string, unknown>): Tricks {
  const s = createSession(SIZED as typeof TRICKS_MODULE, memoryStorage());
  s.getState().setPlan({ seats: people(players), rules });
  s.getState().start(4);
  return s.getState().game as Tricks;
}

describe('rules whose default depends on the number of players', () => {
  test('a new match plays the default of its own table, unless the field was set', () => {
    expect(started(3, {}).rounds).toBe(2);
    expect(started(4, {}).rounds).toBe(3);
    expect(started(4, { rounds: 5 }).rounds).toBe(5);
  });

  test('resolveFor: the defaults of the size under the fields given; junk still refused', () => {
    expect(resolveFor(SIZED.rules, {}, 5)).toEqual({ ok: true, value: { rounds: 4 } });
    expect(resolveFor(SIZED.rules, { rounds: 1 }, 5)).toEqual({ ok: true, value: { rounds: 1 } });
    expect(resolveFor(SIZED.rules, { rounds: 'x' }, 5).ok).toBe(false);
    expect(resolveFor(SIZED.rules, 7, 5).ok).toBe(false);
    // A game without a sized default: resolve alone.
    expect(resolveFor(TRICKS_MODULE.rules, {}, 5)).toEqual({ ok: true, value: { rounds: 2 } });
  });
});
