/**
 * Off-turn actions on the platform (src/kit/loop.ts mayAct and play, bots.ts runBots):
 * a game whose seats may act off turn is asked off turn, in the documented order, and a game
 * without off-turn actions (KAPOW!) plays exactly as before.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test, vi } from 'vitest';
import { CATCH_REACTION_MS } from '../../src/games/kapaga/bots';
import type { AnyAction } from '../../src/games/module';
import { type AnyModule, gameById } from '../../src/games/registry';
import { play } from '../../src/kit/loop';
import { PACES, runBots } from '../../src/platform/bots';
import { createSession, type Session } from '../../src/platform/session';
import { pageThinker } from '../../src/platform/thinker';
import { kapowRounds } from './kapowArena';

const BEFORE = JSON.parse(
  readFileSync(new URL('../fixtures/platform/kapow-arena.json', import.meta.url), 'utf8'),
);

describe('KAPOW! has no off-turn actions, so nothing changes for it', () => {
  test('the same seeded arena rounds ask the same bots and get the same actions as before', async () => {
    // The fixture was recorded before the loop asked seats off turn (tests/platform/kapowArena.ts).
    expect(await kapowRounds()).toEqual(BEFORE);
  });
});

describe('Kapaga on the platform: its off-turn calls and catches are made', () => {
  /** Rounds dealt after the first in a session's match. */
  const dealt = (s: Session) =>
    (s.getState().record?.actions ?? []).filter((a) => a === 'next-round').length;

  test('4 bots (easy, medium, hard) call KAPAGA and catch off turn, every action legal, each catch only after its level has noticed (R21)', async () => {
    // Kapaga is loaded here only: the platform's code never names a game.
    const m = (await gameById('kapaga')?.load()) as AnyModule;
    const e = m.engine;
    const seen = { kapaga: 0, catch: 0, rounds: 0 };
    vi.useFakeTimers();
    try {
      for (const seed of [1, 2]) {
        const s = createSession(m, null);
        const levels = ['easy', 'medium', 'hard', 'easy'] as const;
        s.getState().setPlan({
          seats: levels.map((level, i) => ({ kind: 'bot', level, name: `Bot ${i + 1}` })),
          rules: {},
        });
        s.getState().start(seed);
        let before = s.getState().game;
        let done = 0;
        /** Since when each seat's catch has stood open (the fake clock). */
        const open = new Map<string, number>();
        const note = () => {
          for (const k of [...open.keys()])
            if (
              !e
                .actionsFor(before, Number(k.split(':')[0]))
                .some((a: AnyAction) => `${a.seat}:${JSON.stringify(a)}` === k)
            )
              open.delete(k);
          for (let seat = 0; seat < levels.length; seat++)
            for (const a of e.actionsFor(before, seat) as AnyAction[])
              if (a.type === 'catch') {
                const k = `${seat}:${JSON.stringify(a)}`;
                if (!open.has(k)) open.set(k, Date.now());
              }
        };
        note();
        const unwatch = s.subscribe((now) => {
          if (now.game === before) return;
          const acts = now.record?.actions ?? [];
          for (const a of acts.slice(done)) {
            if (a === 'next-round') continue;
            const act = a as AnyAction;
            const seat = act.seat ?? -1;
            // Each action is one the acting seat was offered from its own view (RULES.md §9
            // actionsFor), so one the referee allows.
            expect(e.actionsFor(before, seat)).toContainEqual(act);
            expect(e.legalActions(before)).toContainEqual(act);
            if (act.type === 'catch') {
              // R21: not before the catcher's level has had time to notice.
              const since = open.get(`${seat}:${JSON.stringify(act)}`) ?? Date.now();
              const level = levels[seat] ?? 'easy';
              expect(Date.now() - since).toBeGreaterThanOrEqual(CATCH_REACTION_MS[level]);
            }
            if (e.status(before).turn !== seat) {
              if (act.type === 'kapaga') seen.kapaga++;
              if (act.type === 'catch') seen.catch++;
            }
          }
          done = acts.length;
          before = now.game;
          note();
        });
        // The slow pace: a bot on turn plays after 1.4 s, so a hard bot (1.2 s to notice)
        // may catch before the table moves on; every seat is asked on its own clock.
        const stop = runBots(
          s,
          PACES.slow,
          pageThinker(async () => m),
        );
        for (let i = 0; i < 20_000 && dealt(s) < 3; i++) await vi.advanceTimersByTimeAsync(50);
        stop();
        unwatch();
        expect(s.getState().problem, 'no action was refused').toBeNull();
        seen.rounds += dealt(s);
      }
    } finally {
      vi.useRealTimers();
    }
    expect(seen.rounds).toBe(6);
    // R20: a KAPAGA called off turn (right after the caller's play); R21: a catch off turn.
    expect(seen.kapaga).toBeGreaterThan(0);
    expect(seen.catch).toBeGreaterThan(0);
  }, 60_000);

  test('the one loop (the arena, the lab) asks its bots off turn too', async () => {
    const m = (await gameById('kapaga')?.load()) as AnyModule;
    const made = m.engine.newGame({ players: 4, seed: 3 });
    if (!made.ok) throw new Error(made.error.message);
    const bots = (['easy', 'medium', 'hard', 'easy'] as const).map((level, i) =>
      m.bots.create(level, { seed: 3 * 31 + i }),
    );
    const off: string[] = [];
    let g = made.value;
    for (let round = 0; round < 3; round++) {
      g = play(
        m.engine,
        g,
        (seat, view, legal) => {
          const a = bots[seat]?.decide(view, legal).action ?? null;
          // Kapaga's view names the seat on turn.
          if (a && (view as { turn: number }).turn !== seat) off.push(a.type);
          return a;
        },
        'round',
      ).game;
      const next = m.engine.nextRound(g);
      if (!next.ok) break;
      g = next.value;
    }
    expect(off).toContain('kapaga');
  });
});
