/**
 * The log as the person on screen may read it, in words (tokens) made by src/games/kapaga/words: their
 * own drawn cards and nobody else's; bots' reasons in their public part, and whole where
 * every hand is open (watch mode with open hands).
 */
import { eventsFor } from '../../engine';
import {
  CHANT_WORDS,
  type Narrator,
  narrateEvent,
  narrateReason,
  spoken,
  type Token,
} from '../../words';
import { soloSeat } from '../seats';
import type { GameState, LogItem, SeatConfig } from '../types';
import { selectShowAll, selectViewer } from './base';
import { memo } from './memo';

export { CHANT_WORDS };

export type LineKind = 'event' | 'reason' | 'chant';

export interface LogLine {
  id: number;
  step: number;
  kind: LineKind;
  seat: number | null;
  tokens: Token[];
}

/** One log item in words for a reader (null: nothing to say). `open`: every hand is open. */
export function lineOf(
  item: LogItem,
  n: Narrator,
  viewer: number | null,
  open: boolean,
): LogLine | null {
  const base = { id: item.id, step: item.step };
  switch (item.kind) {
    case 'event': {
      const e = item.event;
      const seat = 'seat' in e ? e.seat : null;
      const shown = open ? e : (eventsFor([e], viewer)[0] ?? e);
      const tokens = narrateEvent(shown, n, open ? seat : viewer);
      if (!tokens) return null;
      return { ...base, kind: e.type === 'kapaga' ? 'chant' : 'event', seat, tokens };
    }
    case 'reason': {
      const tokens = narrateReason(item.reason, n, open);
      return tokens ? { ...base, kind: 'reason', seat: item.seat, tokens } : null;
    }
    case 'chant':
      return {
        ...base,
        kind: 'chant',
        seat: item.seat,
        tokens: [
          { kind: 'seat', seat: item.seat, text: n.names[item.seat] ?? `Seat ${item.seat + 1}` },
          { kind: 'text', text: `: “${CHANT_WORDS}”` },
        ],
      };
  }
}

const shownLog = memo(
  (log: LogItem[], seats: SeatConfig[], viewer: number | null, open: boolean): LogLine[] => {
    // One person is "you" in the log; several sharing the device are named, never "you".
    const n: Narrator = { names: seats.map((x) => x.name), you: soloSeat(seats) };
    const out: LogLine[] = [];
    for (const item of log) {
      const line = lineOf(item, n, viewer, open);
      if (line) out.push(line);
    }
    return out;
  },
);

export const selectShownLog = (s: GameState): LogLine[] =>
  shownLog(s.log, s.seats, selectViewer(s), selectShowAll(s));

/** The lines of the latest step (the last turn), read out by the live region. */
export const selectLastLines = memo((log: LogLine[]): LogLine[] => {
  const last = log[log.length - 1];
  return last ? log.filter((e) => e.step === last.step) : [];
});
export const selectLatestLines = (s: GameState) => selectLastLines(selectShownLog(s));

/** The latest lines as a screen reader should say them. */
export const spokenLines = (lines: readonly LogLine[]): string =>
  lines.map((l) => spoken(l.tokens)).join(' ');
