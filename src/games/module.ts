/**
 * What a game brings to the table, written down once. The platform (the match flow, saves,
 * links, replays, history, the lab, the hint, pass and play, the search bot) is written
 * against this file and `registry.ts`, never against a game's insides.
 *
 * Learnt from the models, kept better here:
 * - boardgame.io's `Game`: a game is one object the reducer, the client and the bots are
 *   written against, with a `playerView`. Here the view is its own type that whitelists
 *   what a seat may know, instead of a copy of the state with secrets blanked.
 * - OpenSpiel's `State` and `GameType`: legal actions, apply, an observation per player,
 *   `ResampleFromInfostate` for search (`determinize` here) and static facts such as the
 *   number of players. Here every outside value returns a `Result`, never throws.
 * - chessops' written list of hooks a variant overrides: each member below says what it
 *   owes and who calls it.
 *
 * Words are tokens (`Token`): a game says what happened; the platform renders it once.
 *
 * The games still to come fit as they are (their rule books, read now):
 * - Cap-It (CAPIT.md), a meld game: melds on the table, the contract and the pushes are in
 *   each seat's view; its melds are too many to list, so `legalActions` lists a bounded
 *   choice and `applyAction` takes any legal meld, listed or not (the session, the loop and
 *   replays apply what the engine accepts; bots and the hint choose among the listed); its
 *   contracts are a rules field of the list kind. A toy meld game keeps this contract and
 *   plays through the session, the loop, the search and the lab (tests/platform/melds.ts).
 * - La Krap (LAKRAP.md), tricks: one seat is on turn (`Status.turn`); a choice every seat
 *   makes at once names the seats still to choose (`Status.together`, nobody on turn; pass
 *   and play hands the device on in that order), each seat's `actionsFor` off turn, the view
 *   hiding the others' choices until all are made; a trick's winner leads (the turn jumps);
 *   teams set anew each deal (`Status.teams`) score per seat (every seat of a team its
 *   team's points), and winners name seats.
 *   A toy game of that shape keeps this contract and plays through the session, the loop,
 *   the search and the lab in the tests (tests/platform/tricks.ts).
 */

import type { ComponentType } from 'react';
import type { Level } from '../kit/levels';
import type { PrefsConfig, RulesConfig } from '../kit/rulesConfig';
import type { SoundBook } from '../kit/sound';
import type { AnyAction, Status } from '../kit/status';
import type { Result } from '../lib/result';
import type { Narrator, Token } from '../lib/tokens';
import type { GameName, Older } from './older';
import type { Demo, Lesson } from './scripted';

export type {
  FieldText,
  PrefsConfig,
  RulesConfig,
  RulesGroup,
  RulesNote,
} from '../kit/rulesConfig';
export type { AnyAction, Phase, Status } from '../kit/status';
export {
  BROKEN_LAB,
  BROKEN_LINK,
  BROKEN_REPLAY,
  type GameName,
  LAB_MAX_ROUNDS,
  type Older,
  type OlderFinished,
  type OlderMatch,
  type OlderSaves,
} from './older';
export type { Demo, DemoStep, Lesson, LessonStep } from './scripted';
export type { Narrator, Token };

/**
 * The rules engine: pure, seeded, plain JSON in and out. Each game's contract
 * (`src/games/<id>/engine/index.ts`, per its rule book) has these and more; the module
 * hands the platform just these.
 */
export interface Engine<G, A extends AnyAction, V, R> {
  /** A new match: 2+ players, a seed, rules over the game's defaults (RULES.md §9). */
  newGame(o: { players: number; seed: number; rules?: Partial<R> }): Result<G>;
  /** Every action any seat may take now: the referee's full list. */
  legalActions(g: G): A[];
  /** What one seat may do as its own view shows it: bots, the store and the UI act from it. */
  actionsFor(g: G, seat: number): A[];
  /** The next state; never changes `g`; an illegal or malformed action is `ok: false`. */
  applyAction(g: G, a: A): Result<G>;
  /** Only what `seat` may know, as plain JSON (a whitelist, not a redaction). */
  playerView(g: G, seat: number): V;
  /**
   * `seat`'s view with every card face up (optional): what a table shows someone who plays
   * no seat (bots watched with their hands open, a finished match replayed). Never handed
   * to a bot, nor to a person while people play.
   */
  openView?(g: G, seat: number): V;
  /**
   * What everyone at the table sees, no seat's hidden cards (optional): the table shown
   * between two people in pass and play while the bots play (else nothing is shown then).
   */
  publicView?(g: G): V;
  /**
   * A whole game consistent with a seat's view, hidden cards dealt by `seed` (OpenSpiel's
   * ResampleFromInfostate): what search plays out. Its `playerView` for that seat equals
   * `view`.
   */
  determinize(view: V, seed: number): Result<G>;
  /** An action from outside (a save, a link, a worker message), checked for shape only. */
  parseAction(x: unknown): Result<A>;
  /** The public facts the match flow needs (phase, turn, scores). */
  status(g: G): Status;
  /** Leave a scored round for the next deal (the `next-round` action of every contract). */
  nextRound(g: G): Result<G>;
  /** The seat a state's view belongs to (views carry it). */
  viewSeat(v: V): number;
}

/** A bot's answer: an action (null off turn: "nothing now") and why, in words. */
export interface Decision<A> {
  action: A | null;
  /** One short sentence, shown beside the move. */
  reason: readonly Token[];
  /** Longer reasoning, line by line, for "Understand the move" (optional). */
  detail?: readonly (readonly Token[])[];
  /**
   * The game's own account of the decision, plain JSON (optional): what its own table makes
   * its words from (Kapaga's reasons, with clauses only open hands may read). The platform
   * carries it untouched, through workers too.
   */
  why?: unknown;
  /**
   * What the bot says aloud as it makes the move (table talk, no rule behind it: Kapaga's
   * "Nearly KAPAGA!"), for its table to show by its seat while the move is the last one;
   * absent: nothing.
   */
  say?: readonly Token[];
}

/** A bot for one seat: it sees that seat's view and actions and nothing else. */
export interface Bot<V, A> {
  decide(view: V, legal: readonly A[]): Decision<A>;
}

export { LEVELS, type Level } from '../kit/levels';

/**
 * Whom a bot's words (Decision.reason and detail) are said to. 'bot', the default: said of
 * the bot, by its persona, to whoever watches it play. 'advice': said to the person whose
 * seat it is, in the second person, as the hint tells them what to do and why.
 */
export type Voice = 'bot' | 'advice';

/** How a bot is made (Bots.create). */
export interface BotOptions {
  /** Makes its mistakes and sampling repeatable. */
  seed: number;
  /** Bounds its search (ms). */
  timeMs?: number;
  /** How its decisions are worded (Voice; 'bot' when absent). A bot may ignore it. */
  voice?: Voice;
  /**
   * Search a fixed amount the game chooses instead of `timeMs` (the rules lab): the same seed
   * and view give the same move on any machine, however busy.
   */
  repeatable?: boolean;
}

/** The bots a game brings: its heuristic levels, and how to make one for a seat. */
export interface Bots<V, A> {
  /** The name the bots go by (KAPOW!'s teacher is "Kai"); null: named by seat. */
  persona: string | null;
  create(level: Level, o: BotOptions): Bot<V, A>;
  /**
   * How long a bot of `level` takes to notice it may take `a` (ms; optional, 0 when absent):
   * the table offers it `a` only once `a` has stood open that long (a catch, so that a
   * person has time to call first). Difficulty comes from slower reactions, never from
   * peeking.
   */
  reactMs?(level: Level, a: A): number;
  /**
   * Whether `a` is one a seat takes at once, before anything else happens (optional; none
   * when absent): the table asks a seat holding one before every seat without, the seat on
   * turn included (src/kit/loop.ts mayAct). Kapaga's own KAPAGA call (R20): called the
   * moment the hand has it, before anyone could catch it or the turn moves on.
   */
  urgent?(a: A): boolean;
}

/**
 * How a game is passed and played on one device beyond the platform's hand-off (optional,
 * every member too). Kapaga's: a KAPAGA call after one's turn, a catch before looking, and
 * no catch of a person who has not yet seen the hand the table gave them.
 */
export interface PassAndPlay<V, A> {
  /**
   * A person keeps the device after their turn until they hide their cards, for what they
   * may still do off turn; these words say so (Kapaga: "Call KAPAGA! now if your hand has
   * it."). Every turn, whether or not they have anything left: a pause only when they had
   * would tell the table so. Absent: the device is handed on at once.
   */
  afterTurn?: string;
  /**
   * What the person the device goes to may do on the hand-off screen, before their cards
   * show (one of their actions): a line saying why, and its button's words. Null: not before
   * they look.
   */
  beforeLooking?(a: A, n: Narrator): { line: readonly Token[]; button: readonly Token[] } | null;
  /** What of a seat's view only its person sees (Kapaga: the hand): a change is news to them. */
  own?(v: V): unknown;
  /**
   * The seat `a` is taken against, whose person must have seen their own cards first (their
   * `own` unchanged since they last held the device); null: none. Till then the table
   * withholds `a` from every seat, bots too (Kapaga: a catch's target).
   */
  against?(a: A): number | null;
}

/** Static facts: what the picker and the seat screen show before any code loads. */
export interface GameInfo {
  id: string;
  name: string;
  /** One line for the game picker. */
  tagline: string;
  players: { min: number; max: number; default: number };
  /** Whether the lowest total wins (KAPOW!) or the highest. */
  lowWins: boolean;
}

/**
 * A figure a game adds to the rules lab, read from a round just scored (round-over or
 * game-over); `null`: the round does not count for it (KAPOW!'s "points of the first player
 * out" when nobody went out). A mean, or a percentage when `percent` (`of` gives 1 or 0).
 */
export interface Measure<G> {
  name: string;
  percent?: boolean;
  of(g: G): number | null;
}

/**
 * A count the rules lab keeps over a round, action by action (a mean per round): what `a`
 * adds as it turns `before` into `after` (Kapaga: penalty cards drawn, from its events).
 */
export interface Tally<G, A> {
  name: string;
  count(before: G, a: A, after: G): number;
  /** Keep the largest single count (Kapaga's biggest penalty stack), not their sum per round. */
  most?: boolean;
}

/**
 * A kind of move the rules lab counts per round and, when asked, weighs by restricted play
 * (Jaffe et al.): the deal played again with one seat never making it while it has any
 * other; what that seat loses is the kind's worth to its holder.
 */
export interface MoveKind<A> {
  /** Said after "Never": "taking the discard", "playing a 2". */
  name: string;
  uses(a: A): boolean;
}

/**
 * What every game must write (a new game starts here: see HOW_TO_ADD_A_GAME.md): its
 * facts, the record format's version, the rules engine, its rules config, its bots and its
 * log's words. `version` is the record format of its saves, links and replays; a record
 * names its game and version, and a game reads every older version it made.
 */
export interface GameCore<G, A extends AnyAction, V, R> {
  info: GameInfo;
  version: number;
  engine: Engine<G, A, V, R>;
  rules: RulesConfig<R>;
  bots: Bots<V, A>;
  /** One action as the log says it, seen from `narrator` (before: the state it acted on). */
  describe(before: G, a: A, narrator: Narrator): Token[];
}

/** How a person plays it: its table, its settings, how to play (optional, each loaded apart). */
export interface GameScreens<G, A extends AnyAction, V, R, P> {
  /**
   * The game's table, loaded apart so that simulations never load React (absent: a game only
   * simulated, as the tests' toys are).
   */
  table?(): Promise<ComponentType<TableProps<V, A, P>>>;
  /** The game's own table settings (optional), handed to its table as the person set them. */
  prefs?: PrefsConfig<P>;
  /**
   * How to play: the game's rules as it tells them, the rules in play first (optional; loaded
   * apart). The platform opens it from the setup and from a match.
   */
  guide?(): Promise<ComponentType<GuideProps<R>>>;
  /** A deal (the match's first, or the next round's) as the log says it; else "Round N.". */
  dealt?(g: G, narrator: Narrator): Token[];
  /**
   * What the table hears when `a` turns `before` into `after`: names of `soundBook`, in order
   * (optional: a game without it plays only the table's deal and end-of-round sounds). Only
   * what everyone at the table sees happen: a sound must never tell a hidden card.
   */
  sounds?(before: G, a: A, after: G): readonly string[];
  /** How each of the game's sounds is made (the kit's SOUNDS, or its own from their parts). */
  soundBook?: SoundBook;
}

/** What the rules lab and the fuzz read beside points and turns (optional). */
export interface GameLab<G, A extends AnyAction> {
  /**
   * An invariant every state keeps (the deck's cards all somewhere, the scores sound): null
   * when sound, else what broke; the fuzz (`npm run fuzz -- --game ID`) runs it each action.
   */
  check?(g: G): string | null;
  /** Figures of a finished round the rules lab shows beside points and turns (optional). */
  measures?: readonly Measure<G>[];
  /** Counts the rules lab keeps over a round, action by action (optional). */
  tallies?: readonly Tally<G, A>[];
  /** The kinds of move the rules lab counts and may weigh by restricted play (optional). */
  kinds?: readonly MoveKind<A>[];
}

/** Scripted plays that teach (optional): the platform's demos and lesson screens. */
export interface GameScripts<G, A extends AnyAction> {
  /** Short scripted plays that each show one thing (the platform's demos screen); optional. */
  demos?: readonly Demo<G, A>[];
  /** A coached first round for a newcomer (the platform's lesson screen); optional. */
  lesson?: Lesson<G, A>;
}

/** What only some games need: pass and play beyond the hand-off, their own older data. */
export interface GameExtras<V, A extends AnyAction, R> {
  /** How it is passed and played beyond the platform's hand-off (optional). */
  passAndPlay?: PassAndPlay<V, A>;
  /**
   * Its own links and files from before the table read them (older.ts; optional, loaded
   * apart): they open on the table's screens as they opened on the game's own. `nameOf`: the
   * table's games by id, to say where another game's file or link opens.
   */
  older?(nameOf: GameName): Promise<Older<R, A, Player>>;
}

/**
 * A game module: everything a game brings, loaded when the game is picked (each game's
 * code is its own chunk). The members it must write are `GameCore`'s; the rest are grouped
 * by what they serve, each optional.
 */
export interface GameModule<
  G = unknown,
  A extends AnyAction = AnyAction,
  V = unknown,
  R = unknown,
  P = unknown,
> extends GameCore<G, A, V, R>,
    GameScreens<G, A, V, R, P>,
    GameLab<G, A>,
    GameScripts<G, A>,
    GameExtras<V, A, R> {}

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
}
