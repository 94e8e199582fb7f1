/** Tables with every hand face up: replays and rule demos. */
import { applyAction, formatAction, type Game, type GameRecord, type Rules } from '../../engine';
import { narrateEvent, type Prompt, type Token, tablePrompt, text } from '../../words';
import { recordStart } from '../log';
import type { GameState, SeatConfig } from '../types';
import { publicViewOf, snapshotOf } from './base';
import type { LineKind } from './log';
import { memo } from './memo';
import { promptNarrator } from './table';

export interface OpenSeat {
  seat: number;
  name: string;
  hand: string[];
  score: number;
  toAct: boolean;
  dealer: boolean;
  kapaga: boolean;
  eliminated: boolean;
  wentOut: boolean;
}

export interface OpenTable {
  seats: OpenSeat[];
  top: string;
  discard: number;
  stock: number;
  pending: number;
  call: string | null;
  /** Whose turn and what they owe, in words (as the table says it). */
  text: Prompt;
  phase: Game['phase'];
}

const botsNamed = memo((names: readonly string[]): SeatConfig[] =>
  names.map((name) => ({ name, kind: 'bot' as const, level: 'easy' as const })),
);

export const openTableOf = memo((game: Game, names: readonly string[]): OpenTable => {
  const snap = snapshotOf(game);
  return {
    seats: snap.hands.map((hand, seat) => ({
      seat,
      name: names[seat] ?? `Seat ${seat + 1}`,
      hand,
      score: snap.scores[seat] ?? 0,
      toAct: snap.phase === 'playing' && snap.turn === seat,
      dealer: snap.dealer === seat,
      kapaga: snap.kapagaCalled[seat] === true,
      eliminated: snap.eliminated[seat] === true,
      wentOut: snap.roundWinner === seat,
    })),
    top: snap.top,
    discard: snap.discard.length,
    stock: snap.stock.length,
    pending: snap.pending,
    call: snap.call,
    text: tablePrompt(publicViewOf(game), promptNarrator(publicViewOf(game), botsNamed(names))),
    phase: snap.phase,
  };
});

export interface OpenLine {
  id: string;
  /** The move that caused it (0: the deal or the table as laid out). */
  step: number;
  kind: LineKind;
  tokens: Token[];
}

/** What each game of a sequence caused, in words, drawn cards shown (every hand is open). */
export const openLogOf = memo((games: readonly Game[], names: readonly string[]): OpenLine[] => {
  const n = { names, you: null };
  return games.flatMap((g, step) =>
    g.events.flatMap((e, k) => {
      const tokens = narrateEvent(e, n, 'seat' in e ? e.seat : null);
      return tokens === null
        ? []
        : [
            {
              id: `${step}-${k}`,
              step,
              kind: e.type === 'kapaga' ? 'chant' : 'event',
              tokens,
            } satisfies OpenLine,
          ];
    }),
  );
});

/** How often a replay keeps a whole game to start from (any move is at most this far). */
export const CHECKPOINT_EVERY = 100;

/**
 * A record ready to be stepped through at any length: a game kept every CHECKPOINT_EVERY
 * moves, so the game at any move is at most that many actions away, and the few games
 * last asked for (a log on screen asks for a handful of neighbouring moves).
 */
export interface ReplayIndex {
  /** Moves that play back (a broken record stops at its last good move). */
  last: number;
  gameAt(at: number): Game | null;
}

export const replayIndexOf = memo((record: GameRecord): ReplayIndex => {
  const first = recordStart(record);
  if (!first.ok) return { last: 0, gameAt: () => null };
  const checkpoints: Game[] = [first.value];
  let g = first.value;
  let last = 0;
  for (const a of record.actions) {
    const next = applyAction(g, a);
    if (!next.ok) break;
    g = next.value;
    last++;
    if (last % CHECKPOINT_EVERY === 0) checkpoints.push(g);
  }
  const recent = new Map<number, Game>();
  const gameAt = (at: number): Game | null => {
    if (at < 0 || at > last) return null;
    const hit = recent.get(at);
    if (hit) return hit;
    const k = Math.floor(at / CHECKPOINT_EVERY);
    let game = checkpoints[k] as Game;
    for (let i = k * CHECKPOINT_EVERY; i < at; i++) {
      const next = applyAction(game, record.actions[i] as never);
      if (!next.ok) return null;
      game = next.value;
    }
    if (recent.size > 64) recent.delete(recent.keys().next().value as number);
    recent.set(at, game);
    return game;
  };
  return { last, gameAt };
});

/** The words of one move of a record (every hand open: drawn cards shown). */
export function openLinesAt(
  index: ReplayIndex,
  names: readonly string[],
  step: number,
): OpenLine[] {
  const g = index.gameAt(step);
  return g ? openLogOf([g], names).map((l) => ({ ...l, id: `${step}-${l.id}`, step })) : [];
}

export interface ReplayView {
  at: number;
  last: number;
  table: OpenTable;
  /** The lines of a move (0: the deal), for a log that renders only the moves on screen. */
  linesAt(step: number): OpenLine[];
  /** The move just made, in words (e.g. "Cal played 7♥ 7♠ on 9♥."). */
  move: Token[] | null;
  names: string[];
  rules: Rules;
}

export const replayViewOf = memo(
  (record: GameRecord, names: string[], at: number): ReplayView | null => {
    const index = replayIndexOf(record);
    const i = Math.max(0, Math.min(at, index.last));
    const game = index.gameAt(i);
    if (!game) return null;
    const action = i > 0 ? record.actions[i - 1] : undefined;
    const linesAt = (step: number) => openLinesAt(index, names, step);
    return {
      at: i,
      last: index.last,
      table: openTableOf(game, names),
      linesAt,
      // The move in words (its first log line), else in the record's notation.
      move: action ? (linesAt(i)[0]?.tokens ?? [text(formatAction(action))]) : null,
      names,
      rules: game.rules,
    };
  },
);

export const selectReplayView = (s: GameState): ReplayView | null =>
  s.replay ? replayViewOf(s.replay.record, s.replay.names, s.replay.at) : null;
