/**
 * What a session holds and what it is asked to do (session.ts builds it from its parts):
 * the match itself beside the plan, the history and the table settings (sessionParts.ts).
 */
import type { StoreApi } from 'zustand/vanilla';
import type { Decision } from '../games/module';
import type { AnyModule } from '../games/registry';
import type { Left } from './kept';
import type { LogLine } from './log';
import type { MatchRecord } from './record';
import type { HistoryPart, PlanPart, PrefsPart, TabRole } from './sessionParts';

/** The match itself; the plan and the history are parts of their own (sessionParts.ts). */
export interface SessionState extends PlanPart, HistoryPart, PrefsPart {
  module: AnyModule;
  record: MatchRecord | null;
  /**
   * A match of people put aside while the bots play one (watching never replaces it): kept
   * (after a reload too) until `backToMatch` brings it back.
   */
  aside: MatchRecord | null;
  /** Back to the match put aside: the bots' match is let go. */
  backToMatch(): void;
  /** Matches of people replaced unfinished by another, kept to watch again (latest last). */
  left: Left[];
  game: unknown | null;
  /** Each round scored so far, its points per seat (TableProps.rounds), from the record. */
  rounds: readonly (readonly number[])[];
  log: LogLine[];
  decisions: (Decision<unknown> | null)[];
  /** Pass and play: the person seat whose screen shows; null while the device is handed on. */
  holder: number | null;
  /**
   * Pass and play: per seat, a person who has not seen their own cards since the table
   * changed them (passing.ts): what is against them is withheld till they have.
   */
  unseen: boolean[];
  /** What went wrong last, in a player's words (a refused action, an unreadable save). */
  problem: string | null;
  /** The match could not be saved (storage full or blocked): said till a save works again. */
  unsaved: string | null;
  /** Watching bots only: paused, and the actions the bots may still take paused (Step). */
  watch: { paused: boolean; steps: number };
  /** Pause the bots' match, or let it go on (a step still owed is dropped). */
  pause(paused: boolean): void;
  /** Paused: the bots take one more action. */
  stepWatch(): void;
  /** A dialog is open over the table (its rules, its log): the bots wait till it closes. */
  reading: boolean;
  /**
   * Whether this tab plays the match (tabs.ts guardMatch): only the owner's bots play and
   * only the owner saves; another tab's match shows here but waits to be taken over.
   */
  tab: TabRole;
  setTab(tab: TabRole): void;
  /** Play the match in this tab, taking it from another one (with its latest save). */
  takeOver(): void;
  start(seed?: number): void;
  /**
   * Take `a`; then `then`, at once, if the acting seat is offered it once `a` has landed
   * (TableProps.act), else nothing is said of it.
   */
  act(a: unknown, then?: unknown): void;
  nextRound(): void;
  /** Pass and play: the named person has the device now. */
  take(seat: number): void;
  /** Pass and play: the person keeping the device after their turn hides their cards. */
  hide(): void;
  /** The expert's hint was shown to `seat`: counted in the record, once per turn. */
  hinted(seat: number): void;
  /** Leave the table for the setup; the match stays saved to resume. */
  leave(): void;
  /** Forget the running match (asked first by the screen). */
  abandon(): void;
  /** Back to the match on this table: the one held here, else the one kept. */
  resume(): void;
  /** The match as kept (a reload, another tab's latest moves). */
  reload(): void;
  dismiss(): void;
}

export type Session = StoreApi<SessionState>;

/** The store's own `set` and `get`, as the parts of a session are written over them. */
export type SetState = Session['setState'];
export type GetState = () => SessionState;
