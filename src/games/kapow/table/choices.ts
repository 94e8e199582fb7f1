/**
 * What a click on the table may do, read from `legal` only: the table never decides a
 * rule, it finds the actions the engine offers for a position and names them.
 */
import type { Action, PlayerView, PosCode, Where } from '../engine';
import { powerResult, upValue } from '../engine';
import { cardToken, line, posPhrase, signed, stackTokens, type Token, whereWords } from '../words';

export const same = (p: Where, q: Where): boolean => p.triad === q.triad && p.pos === q.pos;

type Swap = Extract<Action, { type: 'swap' }>;
const isSwap = (a: Action): a is Swap => a.type === 'swap';

/** Whether `a` is the advised move (TableProps.advice): the table marks where it applies. */
export const isAdvice = (advice: Action | null | undefined, a: Action | null | undefined) =>
  !!advice && !!a && JSON.stringify(advice) === JSON.stringify(a);

/** The position of a swap that is not `k` (either order is legal, KAPOW.md §6). */
export const partner = (a: Swap, k: Where): Where | null =>
  same(a.a, k) ? a.b : same(a.b, k) ? a.a : null;

const posOf = (v: PlayerView, w: Where): PosCode => v.hands[v.seat]?.[w.triad]?.[w.pos] ?? null;
const isKw = (p: PosCode) => p !== null && 'up' in p && p.up === 'KW';

/** K12: the face-up KAPOW! cards with a legal swap. */
export function swapSources(v: PlayerView, legal: readonly Action[]): Where[] {
  const out: Where[] = [];
  for (const a of legal.filter(isSwap))
    for (const w of [a.a, a.b]) if (isKw(posOf(v, w)) && !out.some((o) => same(o, w))) out.push(w);
  return out;
}

/** The actions a click on own position `w` stands for, given the KAPOW! card chosen. */
export function actionsAt(legal: readonly Action[], w: Where, kapow: Where | null): Action[] {
  return legal.filter((a) => {
    if (a.type === 'reveal' || a.type === 'replace' || a.type === 'power') return same(a.at, w);
    if (a.type === 'swap' && kapow) {
      const other = partner(a, kapow);
      return other !== null && same(other, w);
    }
    return false;
  });
}

/** K11: the drawn card may be played at own position `w` (replace or power up there). */
export const placesDrawn = (legal: readonly Action[], w: Where): boolean =>
  actionsAt(legal, w, null).some((a) => a.type === 'replace' || a.type === 'power');

/** A choice's words: "Replace the 5 with 7", "Power up: 5 −2 = 3", "Base ±1: 1 +2 = 3". */
export function choiceWords(v: PlayerView, a: Action): Token[] {
  const drawn = v.drawn ?? '?';
  switch (a.type) {
    case 'replace':
      return line('Replace ', posPhrase(posOf(v, a.at)), ' with ', cardToken(drawn));
    case 'power': {
      const held = posOf(v, a.at);
      const made = powerResult(held, drawn, a.sign, a.base);
      if (!made) return line('Power up');
      const val = upValue(made);
      const base = a.base === 'drawn' || (held && 'up' in held && made.up !== held.up);
      return line(
        base
          ? line('Make ', cardToken(made.up), ' the base: ')
          : `${a.sign > 0 ? 'Power up' : 'Power down'}: `,
        stackTokens(made, false),
        val === null ? '' : ` = ${signed(val)}`,
      );
    }
    case 'swap':
      return line('Swap with ', posPhrase(posOf(v, a.b)), ` in ${whereWords(a.b)}`);
    default:
      return line(a.type);
  }
}
