/**
 * What the parts of a match (sessionPlay.ts) share: the store, where the match is kept, and
 * the steps that end every action (`settle`) and bring a match back on the table (`reopen`).
 */
import type { AnyModule } from '../games/registry';
import { whoActs } from '../kit/loop';
import { key, read, type Storage, UNSAVED, write } from './kept';
import type { Logged, LogLine } from './log';
import { holderAfter, keepingAfterTurn, unseenAfter } from './passing';
import { people } from './plan';
import { type MatchRecord, withRound } from './record';
import { keptSaid } from './said';
import { finishedOf } from './sessionParts';
import type { GetState, SetState } from './sessionState';

/** A match going on (not paused). */
export const PLAYING = { paused: false, steps: 0 };

/** The session's store and storage, and the saves every part of the match makes. */
export interface Keeper {
  m: AnyModule;
  storage: Storage | null;
  set: SetState;
  get: GetState;
  /** Only the tab that plays the match saves it: another tab's older copy never overwrites it. */
  save(record: MatchRecord | null): void;
  /** Who keeps the device after their turn, kept: a reload gives them that last moment. */
  keepPassing(seat: number | null): void;
  /** An action refused, said till the next one lands (other problems stay till OK). */
  refuse(problem: string): void;
  /** An action landed: the refusal said last is no longer said. */
  landed(): void;
  /** Keeps `rec` aside (saved first: only then is it safe to replace the running match). */
  putAside(rec: MatchRecord): boolean;
}

export function keeper(
  m: AnyModule,
  storage: Storage | null,
  set: SetState,
  get: GetState,
): Keeper {
  let refused: string | null = null;
  return {
    m,
    storage,
    set,
    get,
    save(record) {
      if (get().tab !== 'owner') return;
      const unsaved = write(storage, key(m, 'match'), record) ? UNSAVED : null;
      if (unsaved !== get().unsaved) set({ unsaved });
    },
    keepPassing(seat) {
      if (get().tab === 'owner') write(storage, key(m, 'passing'), seat);
    },
    refuse(problem) {
      refused = problem;
      set({ problem });
    },
    landed() {
      if (refused !== null && get().problem === refused) set({ problem: null });
      refused = null;
    },
    putAside(rec) {
      const problem = write(storage, key(m, 'aside'), rec);
      if (problem) set({ problem });
      else set({ aside: rec });
      return problem === null;
    },
  };
}

/**
 * After any action (`before` the game it acted on; null: a new deal): the next holder in
 * pass and play, who has not seen their cards, the end of the match. The device is handed
 * on only to a person on turn: an action off turn (a call, a catch) leaves it.
 */
export function settle(
  k: Keeper,
  record: MatchRecord,
  game: unknown,
  log: LogLine[],
  before: unknown,
): void {
  const { m, get } = k;
  const next = whoActs(m.engine, game);
  const was = get().holder;
  const holder = holderAfter(m, record.seats, next.kind === 'seat' ? next.seat : null, was);
  const unseen = unseenAfter(m, record.seats, was, before, game, get().unseen);
  if (next.kind === 'over') get().keepFinished(finishedOf(m, record, game));
  k.save(record);
  k.keepPassing(keepingAfterTurn(m, record.seats, next.kind === 'seat' ? next.seat : null, holder));
  const rounds = before === null ? [] : withRound(m.engine, get().rounds, before, game);
  k.set({ record, game, log, holder, unseen, rounds });
}

/**
 * A match back on the table (a reload, the one put aside), its whole log with it;
 * `passing`: who kept the device after their turn when it was left, if anyone.
 */
export function reopen(k: Keeper, rec: MatchRecord, g: Logged, passing: unknown = null): void {
  const { m } = k;
  const ps = people(rec.seats);
  const next = whoActs(m.engine, g.game);
  const seat = typeof passing === 'number' ? passing : null;
  const kept = keepingAfterTurn(m, rec.seats, next.kind === 'seat' ? next.seat : null, seat);
  k.set({
    record: rec,
    game: g.game,
    rounds: g.rounds,
    decisions: keptSaid(read(k.storage, key(m, 'said')), rec.seed, rec.seats.length),
    holder: ps.length === 1 ? ps[0] : kept,
    // Nobody is known to have seen their cards (the person alone, or the one keeping the
    // device, has).
    unseen: rec.seats.map((_, p) => ps.length > 1 && ps.includes(p) && p !== kept),
    // The whole log as it was played, then where it was left.
    log: [
      ...g.lines,
      { seat: null, words: [{ kind: 'text', text: 'Your match, where you left it.' }] },
    ],
  });
}
