/**
 * Facts about positions as a view shows them (PosCode), for the table and the words: the
 * engine's own rules (K6, K8, K11, K17, K18) asked once, so no screen recomputes them.
 */
import { item } from '../../../lib/item';
import { type Card, isPower, KW, parseCard, powerCode } from './cards';
import type { PlayerView, Pos, PosCode } from './state';
import { isComplete, scoreValue, stackValue } from './triads';

type Up = Extract<PosCode, { up: string }>;

const card = (code: string): Card => parseCard(code) ?? 0;

function toPos(p: PosCode): Pos {
  if (p === null) return null;
  if ('down' in p) return { card: card(p.down), up: false };
  return {
    card: card(p.up),
    up: true,
    mods: p.mods.map((m) => ({ card: card(m.card), sign: m.sign })),
  };
}

/** K6: a face-up stack's value (a KAPOW! card alone: null, it is wild). */
export function upValue(p: Up): number | null {
  const q = toPos(p);
  return p.up === 'KW' || q === null || !q.up ? null : stackValue(q);
}

/**
 * K17: what a triad counts now, as far as the view shows: the face-up positions' sum (a
 * KAPOW! card its penalty) and how many face-down cards are not counted.
 */
export function triadValue(
  triad: readonly PosCode[],
  kapowPenalty: number,
): { known: number; hidden: number; kapows: number } {
  let known = 0;
  let hidden = 0;
  let kapows = 0;
  for (const p of triad) {
    if (p === null) continue;
    if ('down' in p) {
      if (p.down === '?') hidden++;
      else known += scoreValue(toPos(p), kapowPenalty);
      continue;
    }
    if (card(p.up) === KW) kapows++;
    known += scoreValue(toPos(p), kapowPenalty);
  }
  return { known, hidden, kapows };
}

/** K8: is this triad complete (it goes to the discard pile at the end of the turn, K13). */
export const triadComplete = (triad: readonly PosCode[]): boolean =>
  triad.length === 3 && isComplete(triad.map(toPos));

/**
 * K11: the stack a `power` action makes: the drawn card goes on as a modifier, unless the
 * held position is a lone power card and the drawn card is fixed or `base` is 'drawn'.
 */
export function powerResult(
  held: PosCode,
  drawn: string,
  sign: 1 | -1,
  base?: 'drawn' | 'held',
): Up | null {
  if (held === null || 'down' in held) return null;
  const lone = isPower(card(held.up)) && held.mods.length === 0;
  const d = card(drawn);
  if (lone && (!isPower(d) || base === 'drawn'))
    return { up: drawn, mods: [{ card: powerCode(held.up), sign }] };
  return { up: held.up, mods: [...held.mods, { card: powerCode(drawn), sign }] };
}

/** Why the first seat out was or was not doubled (K18), read from a scored view. */
export type Doubling =
  | 'doubled'
  | 'lowest'
  | 'not-above-zero'
  | 'rule-off'
  | 'nobody-out'
  | 'piles-empty'
  | 'turn-limit'
  | 'not-scored';

/** K14: did the round end because every seat had its turnLimit turns. */
const turnLimitReached = (v: Pick<PlayerView, 'turnsPlayed' | 'players' | 'rules'>) =>
  v.turnsPlayed >= v.players * v.rules.turnLimit;

export function doubling(v: PlayerView): Doubling {
  const s = v.roundScores;
  if (s === null) return 'not-scored';
  // The round ends at the limit's last turn, even one that went out: nobody doubled (K14).
  if (turnLimitReached(v)) return 'turn-limit';
  if (v.wentOut === null) return 'nobody-out';
  if (v.doubled) return 'doubled';
  if (v.rules.goingOutPenalty === 'none') return 'rule-off';
  const mine = item(s, v.wentOut, 'round score of the seat out');
  if (s.every((x, i) => i === v.wentOut || x > mine)) return 'lowest';
  if (mine <= 0) return 'not-above-zero';
  // Not lowest, above 0 and yet not doubled: the piles ran out and nobody is (K14).
  return 'piles-empty';
}
