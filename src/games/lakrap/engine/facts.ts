/**
 * What the table and the log read of a trick and a score, asked of the rules (L9-L15) so
 * that no word or mark outside the engine decides a rule: why each card of a trick is
 * cancelled, the suit led now, who is winning, and a round's points part by part.
 */
import { type Card, parseCard, suitCode } from './cards';
import { addToTrick, isSheet, ledSuit, suitIn, winnerOf } from './laws';
import type { GameKind, Played, PlayedCode, Snapshot } from './state';

/** Why a card of a trick is out (L10-L12): `by` is the index in the trick of the other card. */
export type Cancel =
  | { kind: 'twin'; by: number } // L10: it and its twin left together
  | { kind: 'two'; by: number } // L11: the 2 at `by` took it out
  | { kind: 'took'; by: number } // L11: this 2 took the card at `by` out with it
  | { kind: 'sheet'; by: number } // L12: the sheet at `by` took it out
  | { kind: 'sheet-self' }; // L12: a sheet leaves the trick with what it cancels

export interface TrickFacts {
  /** Per card of the trick: null while live, else why it is out. */
  why: (Cancel | null)[];
  /** L9: the suit led now (the first live card's), null with no live card. */
  led: string | null;
  /** The suit the first card set, when it differs from `led` now (a cancellation moved it). */
  ledBefore: string | null;
  /** L13: the seat the trick would go to as it stands; null with no card in it. */
  winning: number | null;
}

const suitIndex = (s: string | null): number => (s === null ? -1 : 'SHDC'.indexOf(s));

/** The game's kind from a view's (or snapshot's) `game`. */
export const kindOfView = (k: Snapshot['game']): GameKind => ({
  trump: suitIndex(k.trump),
  null: k.null,
  jokerSuit: suitIndex(k.jokerSuit),
  sheets: k.sheets,
  multiplier: k.multiplier,
});

/** L10-L13 read card by card: the trick rebuilt as it was played, each cancellation named. */
export function trickFacts(game: Snapshot['game'], trick: readonly PlayedCode[]): TrickFacts {
  const k = kindOfView(game);
  const built: Played[] = [];
  const why: (Cancel | null)[] = [];
  let firstLed = -1;
  for (const [i, p] of trick.entries()) {
    const card = parseCard(p.card) as Card;
    const liveBefore = built.map((x) => x.live);
    addToTrick(k, built, p.seat, card);
    if (i === 0 || (firstLed < 0 && built[i]?.live)) firstLed = ledSuit(k, built);
    const gone = liveBefore.flatMap((was, j) => (was && !built[j]?.live ? [j] : []));
    why.push(null);
    if (isSheet(k, card)) {
      why[i] = { kind: 'sheet-self' };
      for (const j of gone) why[j] = { kind: 'sheet', by: i };
    } else if (gone.length === 1 && built[i]?.live === false) {
      const j = gone[0] as number;
      const twin = built[j]?.card === card;
      why[i] = twin ? { kind: 'twin', by: j } : { kind: 'took', by: j };
      why[j] = twin ? { kind: 'twin', by: i } : { kind: 'two', by: i };
    }
  }
  const led = ledSuit(k, built);
  return {
    why,
    led: led < 0 ? null : suitCode(led),
    ledBefore: firstLed >= 0 && firstLed !== led ? suitCode(firstLed) : null,
    winning: built.length === 0 ? null : winnerOf(k, built),
  };
}

/** L15: the points a seat's tricks count before teams and multipliers: their square. */
export const squareOf = (tricks: number): number => tricks * tricks;

/** L14, L15: a marriage's points before opponents and multipliers. */
export const MARRIAGE_POINTS = 5;

/** L15: one team's round, part by part (its points are what each of its seats scores). */
export interface TeamScore {
  seats: number[];
  squares: number;
  marriages: number;
  /** Seats not in the team. */
  opponents: number;
  multiplier: number;
  /** A null game: the points are negative. */
  negative: boolean;
  points: number;
}

/** L15: each team's points, in order of its first seat; the same figures the engine scores. */
export function teamScores(
  v: Pick<Snapshot, 'teams' | 'tricks' | 'marriages' | 'game'>,
): TeamScore[] {
  const out: TeamScore[] = [];
  const n = v.teams.length;
  for (const t of [...new Set(v.teams)]) {
    const seats = v.teams.flatMap((x, s) => (x === t ? [s] : []));
    const squares = seats.reduce((a, s) => a + squareOf(v.tricks[s] ?? 0), 0);
    const marriages = seats.reduce((a, s) => a + (v.marriages[s] ?? 0), 0);
    const opponents = n - seats.length;
    const sum = squares + MARRIAGE_POINTS * marriages;
    const points = (v.game.null ? -1 : 1) * sum * opponents * v.game.multiplier + 0;
    out.push({
      seats,
      squares,
      marriages,
      opponents,
      multiplier: v.game.multiplier,
      negative: v.game.null,
      points,
    });
  }
  return out;
}

/** L5, L6: a suit's code as the game reads a card: the jokers' suit, none for a sheet. */
export function suitOfCard(game: Snapshot['game'], code: string): string | null {
  const c = parseCard(code);
  const s = c === null ? -1 : suitIn(kindOfView(game), c);
  return s < 0 ? null : suitCode(s);
}
