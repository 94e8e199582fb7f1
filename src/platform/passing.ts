/**
 * Pass and play beyond the hand-off, as a game asks (GameModule.passAndPlay): who has not
 * yet seen their own cards since the table changed them, what is withheld from every seat
 * till they have, and whether a person keeps the device after their turn.
 */
import type { AnyAction } from '../games/module';
import type { AnyModule } from '../games/registry';
import { people } from './plan';
import type { SeatPlan } from './record';

/**
 * Per seat, a person whose own cards changed (`own` of their view) while someone else held
 * the device, or who has not held it since the deal: `holder` (who saw the change happen)
 * never is. `before` null: a match just dealt.
 */
export function unseenAfter(
  m: AnyModule,
  seats: readonly SeatPlan[],
  holder: number | null,
  before: unknown | null,
  after: unknown,
  unseen: readonly boolean[],
): boolean[] {
  const ps = people(seats);
  const own = m.passAndPlay?.own;
  const changed = (p: number): boolean =>
    before === null ||
    (own !== undefined &&
      JSON.stringify(own(m.engine.playerView(before, p))) !==
        JSON.stringify(own(m.engine.playerView(after, p))));
  return seats.map(
    (_, p) => ps.length > 1 && ps.includes(p) && p !== holder && (unseen[p] === true || changed(p)),
  );
}

/** A seat's actions as the table offers them: less any against a person who has not looked. */
export function offered(
  m: AnyModule,
  game: unknown,
  seat: number,
  unseen: readonly boolean[],
): AnyAction[] {
  const all = m.engine.actionsFor(game, seat);
  const against = m.passAndPlay?.against;
  if (!against || !unseen.includes(true)) return all;
  return all.filter((a) => {
    const t = against(a);
    return t === null || unseen[t] !== true;
  });
}

/**
 * Who holds the device after an action: the person on turn when the device needs no
 * passing; between people nobody (it is handed on), unless the game has a person keep it
 * after their turn (`afterTurn`) till they hide their cards.
 */
export function holderAfter(
  m: AnyModule,
  seats: readonly SeatPlan[],
  next: number | null,
  holder: number | null,
): number | null {
  const ps = people(seats);
  if (ps.length === 1) return ps[0] ?? null;
  if (next === null || !ps.includes(next) || next === holder) return holder;
  return keepingAfterTurn(m, seats, next, holder);
}

/**
 * The person keeping the device after their turn till they hide their cards (the game's
 * `afterTurn` moment): `holder`, when the next to act is another person; else null.
 */
export function keepingAfterTurn(
  m: AnyModule,
  seats: readonly SeatPlan[],
  next: number | null,
  holder: number | null,
): number | null {
  const ps = people(seats);
  if (m.passAndPlay?.afterTurn === undefined || holder === null || ps.length < 2) return null;
  return next !== null && next !== holder && ps.includes(next) && ps.includes(holder)
    ? holder
    : null;
}
