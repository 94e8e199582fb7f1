/** The store's plain, serializable data (STYLE.md "State"): no classes, Map, Set or Date. */
import type { LEVELS, Level } from '../bots/types';
import type { Game, GameRecord, PresetName, Rules } from '../engine';

export type { Level };
export type LevelList = typeof LEVELS;

/** The person's seat in solo play, as the new-game screen seats them. */
export const HUMAN_SEAT = 0;

export interface SeatConfig {
  name: string;
  kind: 'human' | 'bot';
  /** The bot's level; ignored for the human seat. */
  level: Level;
}

export const SPEEDS = ['slow', 'normal', 'fast', 'instant'] as const;
export type Speed = (typeof SPEEDS)[number];

export interface Settings {
  sortBy: 'suit' | 'rank';
  hints: boolean;
  speed: Speed;
  fourColour: boolean;
  muteChants: boolean;
}

export const DEFAULT_SETTINGS: Settings = {
  sortBy: 'suit',
  hints: true,
  speed: 'normal',
  fourColour: false,
  muteChants: false,
};

export type LogKind = 'event' | 'reason' | 'chant' | 'you';

export interface LogEntry {
  id: number;
  /** The number of actions applied when this line was written: lines of one turn share it. */
  step: number;
  kind: LogKind;
  seat: number | null;
  /** What everyone at the table may read. */
  text: string;
  /** The line as `seat` itself reads it (its own drawn cards), when that differs. */
  own?: string;
}

/** Recycle penalties this round and the totals it started from, for the round's summary. */
export interface RoundStats {
  start: number[];
  penalties: number[];
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

export type Screen = 'new' | 'table' | 'demos' | 'replay';
export type Panel = null | 'rules' | 'howto' | 'settings' | 'replays';

/** Watch mode (no person at the table): bots play each other. */
export interface WatchState {
  paused: boolean;
  /** Actions the bots may still take while paused (Step). */
  steps: number;
  /** Every hand face up ("peering at others' cards is ok"). */
  showAll: boolean;
}

/** A rule demo being shown (src/lab/demos.ts). */
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

export interface Chant {
  id: number;
  seat: number;
  text: string;
}

export interface GameState {
  screen: Screen;
  panel: Panel;
  game: Game | null;
  record: GameRecord | null;
  seats: SeatConfig[];
  settings: Settings;
  log: LogEntry[];
  /** The last refused action's message, shown to the player; the game is untouched. */
  error: string | null;
  /** Something to tell the player once (a save that could not be loaded). */
  notice: string | null;
  /** Indices into the human's hand, in the order clicked: the play being built. */
  selection: number[];
  /** KAPAGA! pressed with the play being built: called the moment the play lands (R20). */
  kapagaArmed: boolean;
  roundStats: RoundStats;
  /** The seat whose turn action came last (highlighted). */
  lastActor: number | null;
  results: PastResult[];
  chant: Chant | null;
  /**
   * Pass and play: the person holding the device, whose hand is on screen; null between
   * people (the hand-off screen). Solo play ignores it: the one person always holds it.
   */
  holder: number | null;
  /** Per seat: a person whose hand changed while someone else held the device. */
  unseen: boolean[];
  /** The house rules chosen on the new-game screen (remembered). */
  chosenRules: Rules;
  /** A seed that came with a shared link, for the new-game screen. */
  linkSeed: number | null;
  /** Show the "rules in effect" card (a game just started). */
  rulesCard: boolean;
  watch: WatchState;
  demo: DemoState;
  replay: ReplayState | null;

  startMatch(config: NewMatchConfig): boolean;
  /** Start a table of persons and bots (any mix; no person: watch mode). */
  startTable(config: TableConfig): boolean;
  /** The one way an action reaches the engine. `reason`: a bot's words for its move. */
  dispatch(action: import('../engine').Action, meta?: { reason?: string }): boolean;
  playAgain(): void;
  abandon(): void;
  showNewGame(): void;
  showTable(): void;
  toggleCard(index: number): void;
  clearSelection(): void;
  /** Call KAPAGA together with the play being built (or take that back). */
  armKapaga(): void;
  updateSettings(patch: Partial<Settings>): void;
  openPanel(panel: Panel): void;
  dismissError(): void;
  dismissNotice(): void;
  sayChant(seat: number, text: string): void;

  /** Pass and play: hide the holder's hand (the device goes to the next person). */
  passDevice(): void;
  /** Pass and play: the person to act takes the device and sees their hand. */
  reveal(seat: number): void;
  setChosenRules(rules: Rules): void;
  dismissRulesCard(): void;
  /** Open a link's `?rules=` or `?replay=` code; a bad one gives a notice, never a crash. */
  openLink(params: { rules?: string; replay?: string; names?: string }): void;
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
  importReplay(text: string): boolean;
  replayTo(at: number): void;
  closeReplay(): void;
}
