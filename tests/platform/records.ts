/**
 * Matches for the platform's tests: a short KAPOW! match played by easy bots, as a record
 * (share and replay tests), and a session's match played on by seeded random actions.
 */
import type { AnyModule } from '../../src/games/registry';
import { play, whoActs } from '../../src/kit/loop';
import type { MatchRecord } from '../../src/platform/record';
import type { Session } from '../../src/platform/session';

/** Ada, a person, against Kai, an easy bot. */
export const ADA_AND_KAI = [
  { kind: 'person' as const, name: 'Ada' },
  { kind: 'bot' as const, level: 'easy' as const, name: 'Kai' },
];

/**
 * `seats`, made up to the game's smallest table (La Krap's three) by more seats of the last
 * one's kind, named after it with a number ("Kai 2").
 */
export function atLeast<S extends { kind: 'person' | 'bot'; name: string }>(
  m: AnyModule,
  seats: readonly S[],
): S[] {
  const out = [...seats];
  const last = seats.at(-1);
  while (last && out.length < m.info.players.min)
    out.push({ ...last, name: `${last.name} ${out.length}` });
  return out;
}

/**
 * Plays seeded random legal actions, every seat's, at the session (at most `upTo`), until
 * no seat is to act: the round or the match is over. Returns what comes next.
 */
export function playRandomly(m: AnyModule, s: Session, upTo: number, seed = 7) {
  let r = seed;
  for (let i = 0; i < upTo; i++) {
    const next = whoActs(m.engine, s.getState().game);
    if (next.kind !== 'seat') break;
    const legal = m.engine.actionsFor(s.getState().game, next.seat);
    r = (r * 1103515245 + 12345) % 2 ** 31;
    s.getState().act(legal[r % legal.length]);
  }
  return whoActs(m.engine, s.getState().game).kind;
}

export function shortMatch(m: AnyModule, seed = 9): MatchRecord {
  const rules = { rounds: 1 };
  const seats = atLeast(m, [
    { kind: 'person' as const, name: 'Ada' },
    { kind: 'bot' as const, level: 'easy' as const, name: 'Kai' },
  ]);
  const g = m.engine.newGame({ players: seats.length, seed, rules });
  if (!g.ok) throw new Error('a new game');
  const bots = seats.map((_, i) => m.bots.create('easy', { seed: seed * 31 + i }));
  const actions: unknown[] = [];
  play(
    m.engine,
    g.value,
    // Off turn a bot may answer null ("nothing now"); the loop refuses it on turn.
    (seat, view, legal) => {
      const a = bots[seat]?.decide(view, legal).action ?? null;
      if (a !== null) actions.push(a);
      return a;
    },
    'match',
  );
  return {
    game: m.info.id,
    v: m.version,
    seed,
    rules,
    seats,
    actions,
  };
}

/** The session's history once every read and write asked of its archive is done. */
export async function historyOf(s: Session) {
  await s.getState().readHistory();
  return s.getState().history;
}
