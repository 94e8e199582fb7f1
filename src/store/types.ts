/** The store's plain, serializable data (STYLE.md "State"): no classes, Map, Set or Date. */
import type { LEVELS, Level } from '../bots/types';
import type { Game, GameRecord, PresetName } from '../engine';

export type { Level };
export type LevelList = typeof LEVELS;

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
  text: string;
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
}

export interface NewMatchConfig {
  name: string;
  /** One entry per opponent (1-9). */
  opponents: { name?: string; level: Level }[];
  preset: PresetName;
  seed?: number;
}

export type Screen = 'new' | 'table';
export type Panel = null | 'rules' | 'howto' | 'settings';

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
  roundStats: RoundStats;
  /** The seat whose turn action came last (highlighted). */
  lastActor: number | null;
  results: PastResult[];
  chant: Chant | null;

  startMatch(config: NewMatchConfig): boolean;
  /** The one way an action reaches the engine. `reason`: a bot's words for its move. */
  dispatch(action: import('../engine').Action, meta?: { reason?: string }): boolean;
  playAgain(): void;
  abandon(): void;
  showNewGame(): void;
  showTable(): void;
  toggleCard(index: number): void;
  clearSelection(): void;
  updateSettings(patch: Partial<Settings>): void;
  openPanel(panel: Panel): void;
  dismissError(): void;
  dismissNotice(): void;
  sayChant(seat: number, text: string): void;
}
