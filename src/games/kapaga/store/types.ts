/**
 * The store's plain, serializable data (STYLE.md "State"): no classes, Map, Set or Date.
 * `GameState` is composed of slices (see slices/): the match, the shared device, what is on
 * screen, the rules chooser, the open tables (watch, demos, replays), and preferences.
 */

import type { LabSpec } from '../../../platform/lab/spec';
import type { SettingsStore } from '../../../platform/settings';
import type { TabRole } from '../../../platform/tabs';
import type { Level } from '../bots/types';
import type { Action, Game, GameEvent, GameRecord, PresetName, Rules } from '../engine';
import { PREFS, type Prefs } from '../prefs';
import type { Reason } from '../words';
import type { HistoryEntry } from './history/types';

export type { Level };

/** The person's seat in solo play, as the new-game screen seats them. */
export const HUMAN_SEAT = 0;

export interface SeatConfig {
  name: string;
  kind: 'human' | 'bot';
  /** The bot's level; ignored for a person's seat. */
  level: Level;
}

/** The game's speed is the table's setting, for every game (src/platform/settings.ts). */
export { SPEEDS, type Speed } from '../../../platform/settings';

/** Kapaga's own screen's settings: the table's (prefs.ts), the bots' chants muted among them. */
export type Settings = Prefs;

export const DEFAULT_SETTINGS: Settings = PREFS.defaults;

/**
 * One item of the match's log, structured: what an action caused (an engine event), a
 * bot's reason, or a chant. The words are made for each reader by src/games/kapaga/words.
 * `step`: the number of actions applied when it happened (items of one turn share it).
 */
export type LogItem =
  | { id: number; step: number; kind: 'event'; event: GameEvent }
  | { id: number; step: number; kind: 'reason'; seat: number; reason: Reason }
  | { id: number; step: number; kind: 'chant'; seat: number };

/** A bot's reason for the action at `step` (1-based: the action that made that step). */
export interface StepReason {
  step: number;
  seat: number;
  reason: Reason;
}

export interface PastResult {
  /** ms since 1970 (a number, not a Date: plain JSON). */
  at: number;
  players: number;
  preset: string;
  rounds: number;
  winners: string[];
  youWon: boolean;
  yourScore: number;
  /** Several people shared the device (no single "you"). */
  shared?: boolean;
  /** The expert's hints shown to the person (solo) over the match. */
  hints?: number;
}

/** The match as saved (persistence.ts reads and writes it). */
export interface SavedMatch {
  /** The game it is of (a save without one predates the field: Kapaga's). */
  game: 'kapaga';
  v: number;
  record: GameRecord;
  seats: SeatConfig[];
  reasons: StepReason[];
  chants: { step: number; seat: number }[];
  lastActor: number | null;
  /** Pass and play: people whose hand changed while another held the device. */
  unseen?: boolean[];
  /** The players chose the deal number (else it is hidden until the match ends). */
  seedChosen?: boolean;
  /** Per seat: the expert's hints shown this round and over the match. */
  hints?: { round: number[]; match: number[] };
  /** "Learn to play": the scripted step to come. */
  lesson?: number | null;
  /** Pass and play: the person still holding the device after their turn (the pass banner). */
  passing?: number | null;
}

/** A match of people left unfinished when another began: kept, to step through as a replay. */
export interface LeftMatch {
  /** The game it is of (one kept without it predates the field: Kapaga's). */
  game: 'kapaga';
  /** When it was left (ms since 1970). */
  at: number;
  record: GameRecord;
  /** The seats' names. */
  names: string[];
}

export interface NewMatchConfig {
  name: string;
  /** One entry per opponent (1-9); `kind: 'human'` seats another person (pass and play). */
  opponents: { name?: string; level: Level; kind?: SeatConfig['kind'] }[];
  preset: PresetName;
  /** The house rules, when not exactly a preset's. */
  rules?: Rules;
  seed?: number;
}

/** A table to start: every seat (persons and bots, in seat order), the rules, a seed. */
export interface TableConfig {
  seats: SeatConfig[];
  rules: Rules | PresetName;
  seed?: number;
}

export type Screen = 'new' | 'table' | 'demos' | 'replay' | 'lab' | 'stats';
export type Panel = null | 'rules' | 'howto' | 'settings' | 'replays';

/** Watch mode (no person at the table): bots play each other. */
export interface WatchState {
  paused: boolean;
  /** Actions the bots may still take while paused (Step). */
  steps: number;
  /** Every hand face up ("peering at others' cards is ok"). */
  showAll: boolean;
}

/** A rule demo being shown (src/games/kapaga/content/demos.ts). */
export interface DemoState {
  id: string | null;
  toggled: boolean;
  /** How many of its steps have been played. */
  at: number;
}

/** A game record being stepped through. */
export interface ReplayState {
  record: GameRecord;
  names: string[];
  /** Actions applied so far (0: the deal). */
  at: number;
}

/** The expert's move for a person's turn, worked out from that person's own view. */
export interface Hint {
  step: number;
  /** The turn it is for (a call or catch by someone else does not make it a new hint). */
  turn: string;
  seat: number;
  action: Action;
  reason: Reason;
}

export interface Chant {
  id: number;
  seat: number;
}

/** The match on the table. */
export interface MatchSlice {
  game: Game | null;
  record: GameRecord | null;
  seats: SeatConfig[];
  log: LogItem[];
  /** The bots' reasons, by step (saved with the match; the log's words are made from them). */
  reasons: StepReason[];
  /** The steps at which a bot chanted "Nearly KAPAGA!" (saved too). */
  chants: { step: number; seat: number }[];
  /** The last refused action's message, shown to the player; the game is untouched. */
  error: string | null;
  /** The seat whose turn action came last (highlighted). */
  lastActor: number | null;
  chant: Chant | null;
  /** The players chose the deal number (else it stays hidden until the match ends). */
  seedChosen: boolean;
  /** The expert's advice for the person to act (shown only on their screen). */
  hint: Hint | null;
  /** The turn the last counted hint was for. */
  lastHintTurn: string | null;
  /** Per seat: hints shown this round, and over the match. */
  hintsRound: number[];
  hintsMatch: number[];
  /**
   * A match of people put aside while the bots play (watch mode never replaces one): the
   * new-game screen's "Back to your game" returns to it.
   */
  aside: SavedMatch | null;
  /** Matches of people left unfinished for a new one, oldest first (Replays lists them). */
  left: LeftMatch[];
  /** Show the expert's advice for this step (the hint runner calls it). */
  showHint(hint: Hint): void;

  startMatch(config: NewMatchConfig): boolean;
  /** Start a table of persons and bots (any mix; no person: watch mode). */
  startTable(config: TableConfig): boolean;
  /** The one way an action reaches the engine. `reason`: a bot's reason for its move. */
  dispatch(action: Action, meta?: { reason?: Reason; lesson?: boolean }): boolean;
  /**
   * A person's move from the table (TableProps.act): `then` follows at once if the seat is
   * offered it once `action` lands (KAPAGA! pressed with a play, R20), else nothing is said.
   */
  act(action: Action, then?: Action): void;
  playAgain(): void;
  /** Back to the match of people put aside for watching (the bots' table is let go). */
  backToMatch(): boolean;
  abandon(): void;
  dismissError(): void;
  sayChant(seat: number): void;
  /** Load the saved match again (another tab played on): false when there is none. */
  resumeSaved(): boolean;
  /** The match as saved, and any save that could not be loaded, as a file's text. */
  exportSaves(): string;
}

/** "Learn to play": a prepared first round, scripted. */
export interface LessonSlice {
  /** The scripted step to come (null: no lesson, or it is over). */
  lesson: number | null;
  /** The lesson just ended: its last word is on show until dismissed. */
  lessonDone: boolean;
  /** Start the lesson: a prepared first round, then a normal match. */
  startLesson(): void;
  /** Play the bot's scripted move the lesson is waiting on. */
  lessonNext(): void;
  /** Leave the lesson (or put away its last word): the round goes on as a normal one. */
  endLesson(): void;
}

/** Pass and play: who holds the device. */
export interface DeviceSlice {
  /**
   * The person holding the device, whose hand is on screen; null between people (the
   * hand-off screen). Solo play: the one person always holds it.
   */
  holder: number | null;
  /** Per seat: a person whose hand changed while someone else held the device. */
  unseen: boolean[];
  /** Hide the holder's hand (the device goes to the next person). */
  passDevice(): void;
  /** The person to act takes the device and sees their hand. */
  reveal(seat: number): void;
}

export type { TabRole };

/** What is on screen. */
export interface NavSlice {
  screen: Screen;
  panel: Panel;
  /** Something to tell the player once (a save that could not be loaded, a link). */
  notice: string | null;
  /** Saving failed (quota, private mode): said at once; the match goes on in memory. */
  saveProblem: string | null;
  tab: TabRole;
  showNewGame(): void;
  showTable(): void;
  openPanel(panel: Panel): void;
  dismissNotice(): void;
  /** Play the match here, taking it from another tab (with its latest save). */
  takeOver(): void;
}

/** The rules chosen for the next match. */
export interface RulesSlice {
  chosenRules: Rules;
  /** A seed that came with a shared link, for the new-game screen. */
  linkSeed: number | null;
  /** Show the "rules in effect" card (a game just started). */
  rulesCard: boolean;
  setChosenRules(rules: Rules): void;
  dismissRulesCard(): void;
  /** Open a link's rules or replay code; a bad one gives a notice, never a crash. */
  openLink(params: {
    rules?: string;
    replay?: string;
    names?: string;
    lab?: string;
    /** The game the link is for: another game's link opens nothing here. */
    game?: string;
  }): void;
}

/** Tables with every hand open: watch mode, rule demos, replays. */
export interface ShowsSlice {
  watch: WatchState;
  demo: DemoState;
  replay: ReplayState | null;
  /** The comparison the rules lab opens with (from the rules editor or a link). */
  lab: LabSpec | null;
  /** Open the rules lab (with a comparison, or the last one). */
  openLab(spec?: LabSpec): void;
  /** Open the rules lab comparing these rules (B) with the preset they started from (A). */
  openLabFor(rules: Rules, players: number): void;
  setWatch(patch: Partial<WatchState>): void;
  /** Watch mode: let the bots take one more action while paused. */
  stepWatch(): void;
  showDemos(): void;
  openDemo(id: string | null): void;
  demoStep(to: number): void;
  toggleDemoRule(): void;
  /** Step through a record (from a file, a link, or the game on the table). */
  openReplay(record: GameRecord, names?: string[]): void;
  /** Read a record's text or a replay link/code; false (with `error`) when it is not one. */
  /**
   * Open a replay from a file's text or a link; null when it opened, else why not: in a
   * player's words, and the exact reason (`detail`) for a bug report.
   */
  importReplay(text: string): { message: string; detail?: string } | null;
  replayTo(at: number): void;
  closeReplay(): void;
}

/** The player's settings, past results and the match history. */
export interface PrefsSlice {
  settings: Settings;
  /** The table's settings for every game: speed and sound (src/platform/settings.ts). */
  table: SettingsStore;
  results: PastResult[];
  /** The history could not be kept or read (said on the stats page, never a crash). */
  historyProblem: string | null;
  /** Kept records the last read could not decode: skipped, and the player may drop them. */
  historyUnreadable: number;
  /** A history file being read in (checked, then added), for its progress; null when none. */
  historyImport: { step: 'checking' | 'adding'; done: number; of: number } | null;
  updateSettings(patch: Partial<Settings>): void;
  /** Every finished match kept (the old past results are moved in the first time). */
  readHistory(): Promise<HistoryEntry[]>;
  /** The history as a file's text. */
  exportHistory(): Promise<string>;
  /** Add a history file's matches; says what it did, in words. */
  importHistory(text: string): Promise<string>;
  /** Drop the kept records the last read could not decode. */
  dropUnreadableHistory(): Promise<void>;
  showStats(): void;
}

export type GameState = MatchSlice &
  LessonSlice &
  DeviceSlice &
  NavSlice &
  RulesSlice &
  ShowsSlice &
  PrefsSlice;
