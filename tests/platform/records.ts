/** A short KAPOW! match played by easy bots, as a record (share and replay tests). */
import type { AnyModule } from '../../src/games/registry';
import { play } from '../../src/platform/loop';
import type { MatchRecord } from '../../src/platform/record';

export function shortMatch(m: AnyModule, seed = 9): MatchRecord {
  const rules = { rounds: 1 };
  const g = m.engine.newGame({ players: 2, seed, rules });
  if (!g.ok) throw new Error('a new game');
  const bots = [0, 1].map((i) => m.bots.create('easy', { seed: seed * 31 + i }));
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
    seats: [
      { kind: 'person', name: 'Ada' },
      { kind: 'bot', level: 'easy', name: 'Kai' },
    ],
    actions,
  };
}
