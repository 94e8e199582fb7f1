/**
 * What the platform hands a game's screens (module.ts re-exports these): its table one seat's
 * view, its actions and a way to act; its guide the rules to tell.
 */
import type { Level } from '../kit/levels';
import type { Narrator } from '../lib/tokens';
import type { Decision } from './decision';

/** What the platform hands a game's guide (GameModule.guide). */
export interface GuideProps<R> {
  /** The rules to tell first: the match's, or the next match's as set up. */
  rules: R;
  /** Whether they are a match's rules in play (else the next match's). */
  playing: boolean;
}

/** Who plays a seat: a person, or a bot at its level (TableProps.players). */
export interface Player {
  kind: 'person' | 'bot';
  /** A bot's level (bots only). */
  level?: Level;
}

/** What the platform hands a game's table: one seat's view, its actions, and a way to act. */
export interface TableProps<V, A, P = unknown> {
  /** The view of the seat whose screen this is (in pass and play: the seat holding it). */
  view: V;
  /**
   * A scripted screen (a lesson, a demo): the table keeps its cards one size from step to
   * step, whatever each step's words (absent: a match, which may fit them to the moment).
   */
  steady?: boolean;
  /**
   * That seat's actions now: its `actionsFor`, off turn too when the game offers any there
   * (a call, a catch); empty while the device is being handed on.
   */
  legal: readonly A[];
  /**
   * Take an action: one of `legal`, or any other of this seat's that the engine accepts (a
   * meld the person built: Cap-It's are too many to list); the platform applies it and says
   * why if it is refused. `then`: the same seat's action taken the moment `a` lands, if the
   * engine accepts it then, else dropped without a word (a call that goes with a move:
   * Kapaga's KAPAGA! pressed with its play, R20).
   */
  act(a: A, then?: A): void;
  /** Seat names, and the seat spoken to as "you" (null when watching). */
  narrator: Narrator;
  /**
   * Who plays each seat, as the setup has it: a person, or a bot at its level (the table may
   * say it by the name). Absent: not said.
   */
  players?: readonly Player[];
  /**
   * Each round scored so far, its points per seat, read from the match's record (so a
   * reload, a resume, a hand-off and a replay keep every round). Absent: not known (a demo).
   */
  rounds?: readonly (readonly number[])[];
  /** The last bot decision per seat, for "Understand the move" (null: none yet). */
  decisions: readonly (Decision<A> | null)[];
  /** Whether animations may move (the player's motion setting and the system's). */
  motion: boolean;
  /**
   * How long a card takes to move across the table (ms): the player's speed, 0 when nothing
   * may move (instant, or motion off). Absent: 0.
   */
  moveMs?: number;
  /**
   * The expert's move on show for this seat (the hint, the adviser), one of `legal`: the
   * table may mark where it applies. Absent or null: none on show.
   */
  advice?: A | null;
  /** The game's own table settings as the person set them (GameModule.prefs); absent: its defaults. */
  prefs?: P;
  /**
   * Keep one of those settings as the person changes it at the table (a hand's order):
   * saved on this device, as the settings screen saves it. Absent (a demo, a replay): the
   * table keeps the change to itself.
   */
  setPref?<K extends keyof P & string>(field: K, value: P[K]): void;
}
