/**
 * Nothing in the platform stops a trick-taking game (issue 20; ../shared/rules/LAKRAP.md):
 * a toy shaped like La Krap (tests/platform/tricks.ts) keeps the contract
 * (tests/games/contract.test.ts), and here plays through the platform's session with pass
 * and play, the one match loop, the search expert and the lab, with teams set anew each
 * deal, a choice hidden until every seat has made it, a trick's winner leading the next, and
 * cards that cancel.
 */
import { describe, expect, test } from 'vitest';
import type { Level } from '../../src/games/module';
import { mayAct, play, whoActs } from '../../src/kit/loop';
import { search } from '../../src/kit/search';
import { runDeals } from '../../src/platform/lab/run';
import { createSession } from '../../src/platform/session';
import { memoryStorage } from './storage';
import { TRICKS, TRICKS_MODULE, type Tricks, type TricksAction, teamsOf } from './tricks';

const e = TRICKS.engine;
const must = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const act = (g: Tricks, a: TricksAction) => must(e.applyAction(g, a));
const people = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ kind: 'person' as const, name: `P${i + 1}` }));

describe('a trick game on the platform', () => {
  test('teams are set anew each deal, and every seat of a team scores its points', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 20; seed++) {
      let g = must(e.newGame({ players: 4, seed, rules: { rounds: 2 } }));
      const bots = [0, 1, 2, 3].map(() => TRICKS.bots.create('easy', { seed }));
      g = play(e, g, (s, v, legal) => bots[s]?.decide(v, legal).action ?? null, 'round').game;
      const teams = teamsOf(g.badges);
      seen.add(teams.join());
      const round = g.roundScores ?? [];
      for (let s = 0; s < 4; s++)
        for (let t = 0; t < 4; t++)
          if (teams[s] === teams[t]) expect(round[s], `seed ${seed}`).toBe(round[t]);
      const next = must(e.nextRound(g));
      seen.add(teamsOf(next.badges).join());
    }
    // Deals give different teams; badges all of one colour make none (every seat alone).
    expect(seen.size).toBeGreaterThan(3);
    expect(teamsOf(['R1', 'R7', 'R2', 'R5'])).toEqual([0, 1, 2, 3]);
    expect(teamsOf(['R1', 'B7', 'R2', 'B5'])).toEqual([0, 1, 0, 1]);
  });

  test('a choice every seat makes at once is hidden from the others until all have made it', () => {
    let g = must(e.newGame({ players: 3, seed: 4 }));
    // Nobody is on turn: every seat still to choose may choose now, each asked as on turn.
    expect([0, 1, 2].every((s) => e.actionsFor(g, s).length > 0)).toBe(true);
    expect(e.status(g)).toMatchObject({ turn: null, together: [0, 1, 2] });
    expect(whoActs(e, g)).toEqual({ kind: 'seat', seat: 0 });
    expect(mayAct(e, g).map((x) => [x.seat, x.onTurn])).toEqual([
      [1, true],
      [2, true],
      [0, true],
    ]);
    const card = g.hands[1]?.[0] ?? '';
    g = act(g, { type: 'expose', seat: 1, card });
    expect(e.status(g).together).toEqual([0, 2]);
    expect(e.playerView(g, 0).exposed).toEqual(['waiting', 'chosen', 'waiting']);
    expect(e.playerView(g, 1).exposed[1]).toBe(card);
    g = act(g, { type: 'expose', seat: 0, card: null });
    g = act(g, { type: 'expose', seat: 2, card: null });
    expect(e.playerView(g, 0).exposed).toEqual([null, card, null]);
    expect(g.stage).toBe('play');
    expect(e.status(g)).toMatchObject({ turn: 0, together: [] });
  });

  test("cards of the same rank cancel, and the trick's winner leads the next", () => {
    let g = must(e.newGame({ players: 3, seed: 9 }));
    g = {
      ...g,
      hands: [
        ['R5', 'B2', 'R1'],
        ['B5', 'R2', 'B1'],
        ['R3', 'B3', 'R4'],
      ],
      exposed: [null, null, null],
      stage: 'play',
      turn: 0,
    };
    g = act(g, { type: 'play', seat: 0, card: 'R5' });
    g = act(g, { type: 'play', seat: 1, card: 'R2' });
    g = act(g, { type: 'play', seat: 2, card: 'R3' });
    // R5 is highest: seat 0 wins and leads.
    expect(g.tricks).toEqual([1, 0, 0]);
    expect(g.turn).toBe(0);
    g = act(g, { type: 'play', seat: 0, card: 'B2' });
    g = act(g, { type: 'play', seat: 1, card: 'B5' });
    g = act(g, { type: 'play', seat: 2, card: 'B3' });
    // B5 wins: seat 1 leads now, the turn jumps.
    expect(g.turn).toBe(1);
    g = act(g, { type: 'play', seat: 1, card: 'B1' });
    g = act(g, { type: 'play', seat: 2, card: 'R4' });
    // R1 cancels B1 (same rank): only R4 is live, and seat 2 takes the trick.
    g = act(g, { type: 'play', seat: 0, card: 'R1' });
    expect(g.tricks).toEqual([1, 1, 1]);
    expect(g.phase).toBe('round-over');
  });

  test('pass and play: the hidden choice goes from hand to hand in seat order, then to whoever leads', () => {
    const s = createSession(TRICKS_MODULE, memoryStorage());
    s.getState().setPlan({ seats: people(3), rules: { rounds: 1 } });
    s.getState().start(4);
    const g = () => s.getState().game as Tricks;
    for (const seat of [0, 1, 2]) {
      // Nobody holds the device while it is handed on, so no hand shows.
      expect(s.getState().holder).toBeNull();
      expect(whoActs(e, g())).toEqual({ kind: 'seat', seat });
      s.getState().take(seat);
      s.getState().act({ type: 'expose', seat, card: null });
    }
    expect(g().stage).toBe('play');
    // To the end of the match: the device always goes to the seat on turn.
    for (let i = 0; i < 30 && whoActs(e, g()).kind === 'seat'; i++) {
      const next = whoActs(e, g());
      if (next.kind !== 'seat') break;
      // Handed on to another person; kept by one who leads again after taking a trick.
      if (s.getState().holder !== next.seat) {
        expect(s.getState().holder).toBeNull();
        s.getState().take(next.seat);
      }
      s.getState().act(e.actionsFor(g(), next.seat)[0]);
    }
    expect(whoActs(e, g()).kind).toBe('over');
    const done = s.getState().history.at(-1);
    expect(done?.winners).toEqual(g().winners);
    expect(done?.people).toEqual([0, 1, 2]);
  });

  test('the search expert plays from its view alone, dealt worlds by the game', () => {
    let g = must(e.newGame({ players: 4, seed: 12 }));
    for (const seat of [0, 1, 2, 3]) g = act(g, { type: 'expose', seat, card: null });
    const seat = g.turn;
    const view = e.playerView(g, seat);
    const legal = e.actionsFor(g, seat);
    const bot = TRICKS.bots.create('easy', { seed: 1 });
    const r = search(
      {
        engine: e,
        rollout: (v, l) => bot.decide(v, l).action ?? (l[0] as TricksAction),
        evaluate: (w, s) => w.tricks[s] ?? 0,
      },
      view,
      seat,
      legal,
      { seed: 3, iterations: 20 },
    );
    expect(legal).toContainEqual(r.best);
    expect(r.worlds).toBe(20);
  });

  test('the lab compares two rule sets on the same deals, teams and all', () => {
    const spec = {
      game: 'tricks',
      a: {},
      b: { rounds: 1 },
      labels: ['Two rounds', 'One round'] as [string, string],
      players: 4,
      seats: Array<Level>(4).fill('easy'),
      unit: 'rounds' as const,
      worth: false,
      rounds: 6,
      seed: 1,
    };
    const sums = runDeals(TRICKS_MODULE, spec, 0, 6);
    expect(sums.deals).toBe(6);
    // The same deal under both: a round plays the same, so the paired difference is 0.
    const points = Object.entries(sums.diff).filter(([k]) => k.startsWith('points:'));
    expect(points.map(([k, x]) => [k, x.n, x.sum])).toEqual(
      [0, 1, 2, 3].map((s) => [`points:${s}`, 6, 0]),
    );
  });

  test("a game that lists only some of its moves (Cap-It's melds): the table takes any the engine accepts, and replays it", () => {
    // The same game listing one move a seat (as Cap-It lists a bounded choice of melds).
    const few: typeof TRICKS = {
      ...TRICKS,
      engine: {
        ...e,
        actionsFor: (g, seat) => e.actionsFor(g, seat).slice(0, 1),
        legalActions: (g) =>
          Array.from({ length: g.n }, (_, seat) => e.actionsFor(g, seat).slice(0, 1)).flat(),
      },
    };
    const m = few as unknown as typeof TRICKS_MODULE;
    const storage = memoryStorage();
    const s = createSession(m, storage);
    s.getState().setPlan({ seats: people(3), rules: { rounds: 1 } });
    s.getState().start(4);
    const g = () => s.getState().game as Tricks;
    s.getState().take(0);
    const listed = few.engine.actionsFor(g(), 0);
    const unlisted = e
      .actionsFor(g(), 0)
      .find((a) => !listed.some((x) => JSON.stringify(x) === JSON.stringify(a)));
    expect(unlisted).toBeDefined();
    s.getState().act(unlisted);
    expect(s.getState().problem).toBeNull();
    expect(s.getState().record?.actions).toEqual([unlisted]);
    // A reload replays it.
    expect(createSession(m, storage).getState().record?.actions).toEqual([unlisted]);
  });

  test('an action taken with another (`then`) may be unlisted too: what the engine accepts for that seat goes, nothing else', () => {
    const few: typeof TRICKS = {
      ...TRICKS,
      engine: { ...e, actionsFor: (g, seat) => e.actionsFor(g, seat).slice(0, 1) },
    };
    const s = createSession(few as unknown as typeof TRICKS_MODULE, memoryStorage());
    s.getState().setPlan({ seats: people(3), rules: { rounds: 1 } });
    s.getState().start(4);
    const g = () => s.getState().game as Tricks;
    s.getState().take(0);
    // Seat 0 shows nothing, then (once it lands) a move of another seat: dropped, no word.
    s.getState().act(
      { type: 'expose', seat: 0, card: null },
      { type: 'expose', seat: 1, card: null },
    );
    expect(s.getState().record?.actions).toEqual([{ type: 'expose', seat: 0, card: null }]);
    expect(s.getState().problem).toBeNull();
    s.getState().take(1);
    const shown = g().hands[1]?.[2] ?? '';
    // An unlisted choice with an unlisted follow-up the engine refuses (seat 1 has chosen).
    s.getState().act(
      { type: 'expose', seat: 1, card: shown },
      { type: 'expose', seat: 1, card: null },
    );
    expect(s.getState().record?.actions.at(-1)).toEqual({ type: 'expose', seat: 1, card: shown });
  });
});
