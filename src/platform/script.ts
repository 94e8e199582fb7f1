/**
 * Demos and lessons as the platform plays them (`Demo`, `Lesson` in games/module.ts): the
 * state after some steps, and whether an action is the one a step asks for. Pure: the
 * screens and the tests share it.
 */
import type { AnyAction, DemoStep, Engine } from '../games/module';

/** Key order does not matter, nor keys left undefined: the same action is the same. */
function canon(x: unknown): unknown {
  if (Array.isArray(x)) return x.map(canon);
  if (x && typeof x === 'object')
    return Object.fromEntries(
      Object.entries(x)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, v]) => [k, canon(v)]),
    );
  return x;
}

export const sameAction = (a: unknown, b: unknown): boolean =>
  JSON.stringify(canon(a)) === JSON.stringify(canon(b));

/**
 * Whether `seat` is offered `a` now: one of its own actions is the same (a call that goes
 * with that seat's move, TableProps.act's `then`).
 */
export const offeredTo = <G, A extends AnyAction>(
  e: Engine<G, A, unknown, unknown>,
  g: G,
  seat: number,
  a: A,
) => e.actionsFor(g, seat).some((l) => sameAction(l, a));

/** Whether `a` is one of the engine's legal actions now (what a script must play). */
export const isLegal = <G, A extends AnyAction>(e: Engine<G, A, unknown, unknown>, g: G, a: A) =>
  e.legalActions(g).some((l) => sameAction(l, a));

/**
 * The state after the first `n` steps from `start`. A step the engine refuses is a bug in
 * the game's content (its test fails first), so it throws.
 */
export function playSteps<G, A extends AnyAction>(
  e: Engine<G, A, unknown, unknown>,
  start: G,
  steps: readonly DemoStep<A>[],
  n: number,
): G {
  let g = start;
  for (const s of steps.slice(0, n)) {
    const r = e.applyAction(g, s.action);
    if (!r.ok) throw new Error(`a scripted step is refused: ${r.error.message}`);
    g = r.value;
  }
  return g;
}
