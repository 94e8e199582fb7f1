/**
 * Random games of any module, as a fuzz: every rules field at a random value, 2 to the
 * most players, a random legal action of the whole table each step. A game must always
 * offer an action while in play, accept every one it offers, keep its invariant
 * (`check`) and end. Game `i` is the same game on every run.
 */
import type { AnyModule } from '../games/registry';
import { whoActs } from '../kit/loop';
import type { FieldSpec } from '../lib/fields';
import { randomInt, seedState } from '../lib/rng';

type Rand = { rng: number };

function randomValue(r: Rand, spec: FieldSpec): unknown {
  switch (spec.kind) {
    case 'bool':
      return randomInt(r, 2) === 1;
    case 'enum':
      return spec.values[randomInt(r, spec.values.length)];
    case 'int':
      return spec.min + randomInt(r, spec.max - spec.min + 1);
    case 'list': {
      const n = spec.min + randomInt(r, Math.min(spec.max, spec.min + 8) - spec.min + 1);
      return Array.from({ length: n }, () => randomValue(r, spec.item));
    }
    case 'record':
      return Object.fromEntries(
        Object.entries(spec.fields).map(([k, f]) => [k, randomValue(r, f)]),
      );
  }
}

/** Plays game `i` of `m` to its end; throws what broke, with the game's number. */
export function fuzzGame(
  m: AnyModule,
  i: number,
  cap = 2_000_000,
): { rounds: number; actions: number } {
  const r = { rng: seedState(i * 2654435761 + 17) };
  const e = m.engine;
  const { min, max } = m.info.players;
  const rules: Record<string, unknown> = {};
  for (const [k, spec] of Object.entries(m.rules.fields))
    if (randomInt(r, 2) === 0) rules[k] = randomValue(r, spec);
  const players = min + randomInt(r, max - min + 1);
  const made = e.newGame({ players, seed: i, rules });
  // Rules may refuse a table (too many players for the deck): the defaults then.
  const start = made.ok ? made : e.newGame({ players, seed: i });
  if (!start.ok) throw new Error(`game ${i}: ${start.error.message}`);
  let g = start.value;
  let rounds = 1;
  let actions = 0;
  const fail = (what: string) =>
    new Error(`game ${i} (${JSON.stringify(rules)}), action ${actions}: ${what}`);
  for (;;) {
    const next = whoActs(e, g);
    if (next.kind === 'over') return { rounds, actions };
    let after: ReturnType<typeof e.applyAction>;
    if (next.kind === 'next-round') {
      after = e.nextRound(g);
      rounds++;
    } else {
      const legal = e.legalActions(g);
      const a = legal[randomInt(r, legal.length)];
      if (a === undefined) throw fail('a game in play offers no action');
      after = e.applyAction(g, a);
      if (!after.ok) throw fail(`${JSON.stringify(a)} offered but refused: ${after.error.message}`);
    }
    if (!after.ok) throw fail(after.error.message);
    g = after.value;
    const broke = m.check?.(g);
    if (broke) throw fail(broke);
    if (++actions > cap) throw fail('the game does not end');
  }
}
