/**
 * What a move does, as a claim about the table (plain JSON, the decision's `why`), and its
 * words. Every claim is read off the engine's own account of the trick (laws.ts via
 * facts.ts), so it is true whatever made the bot choose the move; a test checks each one
 * against the whole game.
 */
import type { Token } from '../../../lib/tokens';
import type { Action } from '../engine';
import {
  type Card,
  cardCode,
  cardOf,
  isJokerCard,
  ledSuit,
  POWER,
  suitIn,
  suitOfCode,
} from '../engine/fast';
import { after, type Facts, holding, isSheet, isTrump, teamOf } from './facts';
import {
  cardList,
  cardToken,
  type Part,
  type Speech,
  seatToken,
  sentence,
  suitWord,
} from './words';

export type Claim =
  | { kind: 'exchange'; cards: string[] }
  | { kind: 'expose'; cards: string[] }
  | { kind: 'marriage'; suit: string }
  /** L10: `card` of `seat`, live in the trick, leaves with the twin played. */
  | { kind: 'twin'; seat: number; card: string }
  /** L11: `card` of `seat`, the last live card, leaves with the 2 played. */
  | { kind: 'two'; seat: number; card: string; two: string }
  /** L12: every live card but `card` of `seat` (the last) leaves with the sheet: `others` of them. */
  | { kind: 'sheet'; seat: number; card: string; played: string; others: number }
  /** L12: a sheet with no live card before it leaves the trick alone. */
  | { kind: 'sheet-alone'; played: string }
  /** The seat's card holds the trick now; `last`: it plays last, so the trick is its. */
  | { kind: 'takes'; card: string; last: boolean }
  /** L9: it holds no card of the led suit. */
  | { kind: 'void'; card: string; suit: string; seat: number; holder: string }
  /** Another seat's card holds the trick after its play (`partner`: of its team). */
  | { kind: 'leaves'; card: string; seat: number; holder: string; partner: boolean }
  /** It leads `card`; `top`: no higher card of its suit is in another hand; `trump`. */
  | { kind: 'lead'; card: string; top: boolean; trump: boolean };

/** The claim a move makes, read off the trick as the engine plays it. */
export function claimOf(f: Facts, a: Action): Claim {
  if (a.type === 'exchange') return { kind: 'exchange', cards: [...a.cards] };
  if (a.type === 'expose') return { kind: 'expose', cards: [...a.cards] };
  if (a.type === 'marriage') return { kind: 'marriage', suit: a.suit };
  if (a.type !== 'play') return { kind: 'expose', cards: [] };
  const c = cardOf(a.card);
  const res = after(f, f.trick, f.me, c);
  const was = f.trick;
  if (isSheet(f.kind, c)) {
    const kept = [...was].reverse().find((p) => p.live);
    return kept
      ? {
          kind: 'sheet',
          seat: kept.seat,
          card: cardCode(kept.card),
          played: a.card,
          others: was.filter((p) => p.live).length - 1,
        }
      : { kind: 'sheet-alone', played: a.card };
  }
  const gone = was.find((p, i) => p.live && res.trick[i]?.live === false);
  if (gone) {
    const base = { seat: gone.seat, card: cardCode(gone.card) };
    return gone.card === c ? { kind: 'twin', ...base } : { kind: 'two', ...base, two: a.card };
  }
  if (was.length === 0) {
    return { kind: 'lead', card: a.card, top: noneHigher(f, c), trump: isTrump(f, c) };
  }
  const top = holding(f, res.trick);
  if (top?.seat === f.me) return { kind: 'takes', card: a.card, last: was.length === f.n - 1 };
  const holder = top ? cardCode(top.card) : '';
  const led = ledSuit(f.kind, was);
  if (top && led >= 0 && !f.hand.some((x) => !isSheet(f.kind, x) && suitIn(f.kind, x) === led))
    return { kind: 'void', card: a.card, suit: 'SHDC'[led] ?? '', seat: top.seat, holder };
  return {
    kind: 'leaves',
    card: a.card,
    seat: top?.seat ?? -1,
    holder,
    partner: top !== null && teamOf(f, top.seat),
  };
}

/** No card of `c`'s suit above it is still out of the seat's sight or shown by another. */
function noneHigher(f: Facts, c: Card): boolean {
  const s = suitIn(f.kind, c);
  const p = POWER[c] ?? 0;
  const above = (x: Card) => !isSheet(f.kind, x) && suitIn(f.kind, x) === s && (POWER[x] ?? 0) > p;
  if (f.shown.some((cs) => cs.some(above))) return false;
  return f.unseen.every((n, x) => n === 0 || !above(x));
}

const its = (seat: number): Part[] => [seatToken(seat), "'s "];
const code = (s: string): Token => cardToken(cardOf(s));

/** The claim in a sentence, said of the bot or to the person advised. */
export function wordsOf(claim: Claim, v: Speech, f: Facts): Token[] {
  switch (claim.kind) {
    case 'exchange':
    case 'expose':
    case 'marriage':
      return handWords(claim, v, f);
    case 'twin':
    case 'two':
    case 'sheet':
    case 'sheet-alone':
      return cancelWords(claim, v);
    default:
      return trickWords(claim, v, f);
  }
}

type Of<K extends Claim['kind']> = Extract<Claim, { kind: K }>;

/** Before the play: the cards exchanged, shown, or a marriage shown. */
function handWords(claim: Of<'exchange' | 'expose' | 'marriage'>, v: Speech, f: Facts): Token[] {
  switch (claim.kind) {
    case 'exchange':
      return claim.cards.length === 0
        ? sentence(
            v,
            ['keep', 'keeps'],
            v.its,
            ' cards: none is worth less than a card drawn blind',
          )
        : sentence(
            v,
            ['lay', 'lays'],
            ' aside ',
            ...cardList(claim.cards.map(cardOf)),
            ' for cards from the deck',
          );
    case 'expose':
      return claim.cards.length === 0
        ? sentence(v, ['show', 'shows'], ' none of ', v.its, ' cards')
        : sentence(v, ['show', 'shows'], ' ', ...cardList(claim.cards.map(cardOf)));
    case 'marriage': {
      const s = suitOfCode(claim.suit);
      const sign = f.kind.null ? 'against' : 'for';
      return sentence(
        v,
        ['show', 'shows'],
        ' the king and queen of ',
        suitWord(s),
        `: a marriage, 5 points ${sign} `,
        v.its,
        ' team',
      );
    }
  }
}

/** L10-L12: a card played that takes live cards out of the trick (a twin, a 2, a sheet). */
function cancelWords(claim: Of<'twin' | 'two' | 'sheet' | 'sheet-alone'>, v: Speech): Token[] {
  switch (claim.kind) {
    case 'twin':
      return sentence(
        v,
        ['cancel', 'cancels'],
        ' ',
        ...its(claim.seat),
        code(claim.card),
        ' with ',
        v.its,
        ' twin',
      );
    case 'two':
      return sentence(
        v,
        ['cancel', 'cancels'],
        ' ',
        ...its(claim.seat),
        code(claim.card),
        ' with the ',
        code(claim.two),
      );
    case 'sheet':
      return sentence(
        v,
        ['play', 'plays'],
        ' ',
        ...sheetName(claim.played),
        ...(claim.others > 0
          ? [': every card but ', ...its(claim.seat), code(claim.card), ' leaves the trick']
          : [': it leaves the trick, and ', ...its(claim.seat), code(claim.card), ' stays']),
      );
    case 'sheet-alone':
      return sentence(
        v,
        ['play', 'plays'],
        ' ',
        ...sheetName(claim.played),
        ': with no card live before it, it leaves the trick alone',
      );
  }
}

/** A card played for the trick: it holds it, follows void, leaves it to another, or leads. */
function trickWords(claim: Of<'takes' | 'void' | 'leaves' | 'lead'>, v: Speech, f: Facts): Token[] {
  switch (claim.kind) {
    case 'takes':
      return claim.last
        ? sentence(v, ['take', 'takes'], ' the trick with ', code(claim.card))
        : sentence(v, ['hold', 'holds'], ' the trick for now with ', code(claim.card));
    case 'void':
      return sentence(
        v,
        ['play', 'plays'],
        ' ',
        code(claim.card),
        ` with no ${suitWord(suitOfCode(claim.suit))} to follow; `,
        ...its(claim.seat),
        code(claim.holder),
        ' holds the trick',
      );
    case 'leaves':
      return claim.seat < 0
        ? sentence(v, ['play', 'plays'], ' ', code(claim.card))
        : sentence(
            v,
            ['play', 'plays'],
            ' ',
            code(claim.card),
            ' and ',
            claim.partner ? `leaves the trick to ${v.its} partner ` : 'leaves the trick to ',
            ...its(claim.seat),
            code(claim.holder),
          );
    case 'lead': {
      const c = cardOf(claim.card);
      const what = claim.trump ? ', a trump' : '';
      const top = claim.top
        ? `: no higher ${isJokerCard(c) && f.kind.trump >= 0 ? 'trump' : suitWord(suitIn(f.kind, c)).slice(0, -1)} is left in another hand`
        : '';
      return sentence(v, ['lead', 'leads'], ' ', code(claim.card), what, top);
    }
  }
}

/** "the Sheet", or a black joker "as a sheet" in a sheet game (L5). */
const sheetName = (played: string): Part[] =>
  played === 'BL' ? ['the ', code(played)] : [code(played), ' as a sheet'];
