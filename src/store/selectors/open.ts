/** Tables with every hand face up: replays and rule demos. */
import { applyAction, formatAction, type Game, type GameRecord, type Rules } from '../../engine';
import { narrateEvent, type Token, text } from '../../words';
import { recordStart } from '../log';
import type { GameState, SeatConfig } from '../types';
import { publicViewOf, snapshotOf } from './base';
import type { LineKind } from './log';
import { memo } from './memo';
import { type TableText, tableTextOf } from './table';

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
  text: TableText;
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
    text: tableTextOf(publicViewOf(game), botsNamed(names)),
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

/** Every game of a record, from the deal to its last action (memoized per record). */
export const replayGamesOf = memo((record: GameRecord): Game[] => {
  const first = recordStart(record);
  if (!first.ok) return [];
  const out = [first.value];
  for (const a of record.actions) {
    const next = applyAction(out[out.length - 1] as Game, a);
    if (!next.ok) break;
    out.push(next.value);
  }
  return out;
});

export interface ReplayView {
  at: number;
  last: number;
  table: OpenTable;
  lines: OpenLine[];
  /** The move just made, in words (e.g. "Cal played 7♥ 7♠ on 9♥."). */
  move: Token[] | null;
  names: string[];
  rules: Rules;
}

export const replayViewOf = memo(
  (record: GameRecord, names: string[], at: number): ReplayView | null => {
    const games = replayGamesOf(record);
    const last = games.length - 1;
    const i = Math.max(0, Math.min(at, last));
    const game = games[i];
    if (!game) return null;
    const lines = openLogOf(games, names).filter((l) => l.step <= i);
    const action = i > 0 ? record.actions[i - 1] : undefined;
    return {
      at: i,
      last,
      table: openTableOf(game, names),
      lines,
      // The move in words (its first log line), else in the record's notation.
      move: action
        ? (lines.find((l) => l.step === i)?.tokens ?? [text(formatAction(action))])
        : null,
      names,
      rules: game.rules,
    };
  },
);

export const selectReplayView = (s: GameState): ReplayView | null =>
  s.replay ? replayViewOf(s.replay.record, s.replay.names, s.replay.at) : null;
