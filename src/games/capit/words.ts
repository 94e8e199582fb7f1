/**
 * Cap-It's words as tokens: its cards, melds and contracts, and each action as the log
 * says it, seen from the narrator. Only what the narrator may know is named: the stock card
 * of a push only to the seat it went to (C11), never a card drawn from the stock.
 */
import { cardToken, cardTokens } from '../../kit/cardWords';
import { type Narrator, type Token, upFirst } from '../../lib/tokens';
import { type Action, applyAction, type Game, type Need, snapshot, standsFor } from './engine';

export type { Narrator, Token };

export const text = (t: string): Token => ({ kind: 'text', text: t });

/** C2: a card as the table writes it ("7♥", "Joker"); '?' is a card not seen. */
export const card = cardToken;

/** Several cards, as laid: "7♥ 7♠ Joker". */
export const cards = (codes: readonly string[]): Token[] => cardTokens(codes);

const nameOf = (n: Narrator, s: number): string => n.names[s] ?? `Seat ${s + 1}`;

/** A seat starting a sentence ("You", "Ana"), anywhere else ("you"), its own ("your", "Ana's"). */
export const Who = (n: Narrator, s: number): Token => ({
  kind: 'seat',
  seat: s,
  text: n.you === s ? 'You' : nameOf(n, s),
});
export const who = (n: Narrator, s: number): Token => ({
  kind: 'seat',
  seat: s,
  text: n.you === s ? 'you' : nameOf(n, s),
});
export const whose = (n: Narrator, s: number): Token => ({
  kind: 'seat',
  seat: s,
  text: n.you === s ? 'your' : `${nameOf(n, s)}'s`,
});
/** The verb agreeing with a seat: "takes" for others, "take" for you. */
const verb = (n: Narrator, s: number, third: string, second = third.slice(0, -1)): Token =>
  text(n.you === s ? ` ${second}` : ` ${third}`);

const NUMBERS = ['no', 'one', 'two', 'three', 'four'];
const RANK_WORDS: Record<string, string> = { T: '10', J: 'jack', Q: 'queen', K: 'king', A: 'ace' };
const SUIT_WORDS: Record<string, string> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };
/** A set's rank in words, plural: "7s", "kings". */
export const rankPlural = (r: string): string => `${RANK_WORDS[r] ?? r}s`;

/** C6: one need of a contract: "a set of 3", "a run of 7". */
export const needWords = (x: Need): string => `a ${x.kind} of ${x.length}`;

/** C6: a contract in words: "two sets of 3", "a set of 3 and a run of 4". */
export function contractWords(needs: readonly Need[]): string {
  const groups: { need: Need; count: number }[] = [];
  for (const x of needs) {
    const g = groups.find((y) => y.need.kind === x.kind && y.need.length === x.length);
    if (g) g.count++;
    else groups.push({ need: x, count: 1 });
  }
  const parts = groups.map(({ need, count }) =>
    count === 1 ? needWords(need) : `${NUMBERS[count] ?? count} ${need.kind}s of ${need.length}`,
  );
  return parts.length <= 1
    ? (parts[0] ?? 'nothing')
    : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * C5: what a meld on the table is: "a set of 7s", "a run of hearts"; `wildTwos` to read
 * its wilds by (C4).
 */
export function meldName(
  m: { kind: 'set' | 'run'; cards: readonly string[] },
  wildTwos: boolean,
): string {
  const stands = standsFor(m.kind, m.cards, wildTwos);
  if (m.kind === 'set') {
    const natural = m.cards.find((_, i) => stands[i] === null);
    const rank = stands.find((x) => x !== null) ?? natural?.[0] ?? '?';
    return `a set of ${rankPlural(rank)}`;
  }
  const code = m.cards.map((c, i) => stands[i] ?? c).find((c) => c.length === 2 && c !== 'JK');
  return `a run of ${SUIT_WORDS[code?.[1] ?? ''] ?? 'one suit'}`;
}

/** "Ana's set of 7s", "your run of hearts": a table meld by its owner. */
function meldOf(g: Game, i: number, n: Narrator): Token[] {
  const m = snapshot(g).table[i];
  if (!m) return [text('a meld')];
  const name = meldName(m, g.rules.wildTwos).replace(/^a /, '');
  return [whose(n, m.owner), text(` ${name}`)];
}

/** A list of melds as laid: "7♠ 7♥ Joker and 9♣ 9♦ 9♠". */
function meldList(melds: readonly { cards: readonly string[] }[]): Token[] {
  return melds.flatMap((m, i) => [
    ...(i === 0 ? [] : [text(i === melds.length - 1 ? ' and ' : ', ')]),
    ...cards(m.cards),
  ]);
}

/** One action as the log says it, seen from the narrator (before: the state it acted on). */
export function describe(before: Game, a: Action, n: Narrator): Token[] {
  if (a.type === 'next-round') {
    const next = before.rules.contracts[before.round];
    return [text(`Round ${before.round + 1} begins${next ? `: ${contractWords(next)}` : ''}.`)];
  }
  const after = applyAction(before, a);
  const s = a.seat;
  const out = wentOut(after.ok ? after.value : null, s, n);
  switch (a.type) {
    case 'take': {
      const top = snapshot(before).discard.at(-1) ?? '?';
      return [
        Who(n, s),
        verb(n, s, 'takes'),
        text(' '),
        card(top),
        text(' from the discard pile.'),
      ];
    }
    case 'push':
      return pushWords(before, s, n);
    case 'meld': {
      const first = !before.down[s];
      return [
        Who(n, s),
        verb(n, s, 'lays'),
        text(first ? ' the contract: ' : ' '),
        ...meldList(a.melds),
        ...out,
      ];
    }
    case 'layoff':
      return [
        Who(n, s),
        verb(n, s, 'lays'),
        text(' '),
        card(a.card),
        text(' off on '),
        ...meldOf(before, a.meld, n),
        ...out,
      ];
    case 'free': {
      const wild = snapshot(before).table[a.meld]?.cards[a.index] ?? '?';
      const where =
        typeof a.to === 'number'
          ? [text(' and puts it on '), ...meldOf(before, a.to, n)]
          : [text(' and lays it in '), ...cards(a.to.cards)];
      return [
        Who(n, s),
        verb(n, s, 'frees'),
        text(' '),
        card(wild),
        text(' from '),
        ...meldOf(before, a.meld, n),
        text(' with '),
        card(a.card),
        ...where,
        ...out,
      ];
    }
    case 'discard':
      return [Who(n, s), verb(n, s, 'discards'), text(' '), card(a.card), ...out];
  }
}

/** " and goes out." when the action emptied the seat's hand (C12), else ".". */
function wentOut(after: Game | null, s: number, n: Narrator): Token[] {
  if (after?.hands[s]?.length !== 0) return [text('.')];
  return [text(n.you === s ? ' and go out.' : ' and goes out.')];
}

/**
 * C11: "Ana pushes 7♥ and a card from the stock to Bo." Only Bo hears which stock card
 * (the pusher does not); with under two stock cards nothing moves and the round ends.
 */
function pushWords(before: Game, s: number, n: Narrator): Token[] {
  const snap = snapshot(before);
  const top = snap.discard.at(-1) ?? '?';
  if (snap.stock.length < 2)
    return [
      Who(n, s),
      verb(n, s, 'pushes', 'push'),
      text(' with the stock nearly empty: the round ends.'),
    ];
  const to = (s + 1) % before.players;
  const stock = n.you === to ? [card(snap.stock[0] as string)] : [text('a card from the stock')];
  return [
    Who(n, s),
    verb(n, s, 'pushes', 'push'),
    text(' '),
    card(top),
    text(' and '),
    ...stock,
    text(' to '),
    who(n, to),
    text(n.you === s ? ', and draw from the stock.' : ', and draws from the stock.'),
  ];
}

/** A deal as the log says it: the round's contract, who dealt, the card turned up (C9). */
export function dealt(g: Game, n: Narrator): Token[] {
  const top = snapshot(g).discard.at(-1);
  return [
    text(`Round ${g.round}: ${contractWords(g.rules.contracts[g.round - 1] ?? [])}. `),
    Who(n, g.dealer),
    verb(n, g.dealer, 'deals'),
    ...(top ? [text(' and'), verb(n, g.dealer, 'turns'), text(' up '), card(top)] : []),
    text('; '),
    who(n, g.turn),
    text(n.you === g.turn ? ' start.' : ' starts.'),
  ];
}

export { upFirst };
