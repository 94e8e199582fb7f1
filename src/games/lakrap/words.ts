/**
 * La Krap's words as tokens: its cards, the game the turned cards set, and each action as
 * the log says it, seen from the narrator. Only what the narrator may know is named: cards
 * laid aside or drawn by another seat are not, nor an exposure before every seat has chosen.
 */
import { type CardToken, cardTokenOf, HIDDEN_CARD } from '../../kit/cardWords';
import { type Narrator, type Token, upFirst } from '../../lib/tokens';
import {
  type Action,
  applyAction,
  type Cancel,
  type Game,
  type PlayedCode,
  parseCard,
  type Snapshot,
  snapshot,
  trickFacts,
} from './engine';

export type { Narrator, Token };

type Part = string | Token | readonly Token[];

export const text = (t: string): Token => ({ kind: 'text', text: t });

export function line(...parts: Part[]): Token[] {
  const out: Token[] = [];
  for (const p of parts)
    if (typeof p === 'string') {
      if (p) out.push(text(p));
    } else if (Array.isArray(p)) out.push(...(p as Token[]));
    else out.push(p as Token);
  return out;
}

export const SUIT_WORDS: Readonly<Record<string, string>> = {
  S: 'spades',
  H: 'hearts',
  D: 'diamonds',
  C: 'clubs',
};
export const SUIT_MARKS: Readonly<Record<string, string>> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** L2: a card as the table writes and says it ("K♥", "Sheet"); '?' a face-down card. */
export function cardToken(code: string): CardToken {
  if (code === 'BL') return SHEET_TOKEN;
  const c = parseCard(code);
  return c === null ? HIDDEN_CARD : cardTokenOf(c);
}

/** L2: the blank card. */
const SHEET_TOKEN: CardToken = { kind: 'card', code: 'BL', text: 'Sheet', spoken: 'the sheet' };

/** Cards one after another: "K♥ Q♥". */
export const cardsLine = (codes: readonly string[]): Token[] =>
  codes.flatMap((c, i) => (i === 0 ? [cardToken(c)] : [text(' '), cardToken(c)]));

const nameOf = (n: Narrator, s: number) => n.names[s] ?? `Seat ${s + 1}`;
export const Who = (n: Narrator, s: number): Token => ({
  kind: 'seat',
  seat: s,
  text: n.you === s ? 'You' : nameOf(n, s),
});
export const whose = (n: Narrator, s: number): Token => ({
  kind: 'seat',
  seat: s,
  text: n.you === s ? 'your' : `${nameOf(n, s)}'s`,
});
/** The verb agreeing with a seat: "plays" for others, "play" for you ("has": "have"). */
export const verb = (n: Narrator, s: number, third: string): string =>
  n.you !== s ? third : third === 'has' ? 'have' : third.replace(/es$/, 'e').replace(/s$/, '');

const plural = (k: number, w: string) => `${k} ${w}${k === 1 ? '' : 's'}`;

/** L5, L6: the game in one line: trumps or null, the jokers' suit, the multiplier. */
export function gameWords(g: Snapshot['game'], indicators: readonly string[]): Token[] {
  if (indicators.length === 0) return [];
  const times = g.multiplier > 1 ? `, every score ×${g.multiplier}` : '';
  if (g.sheets)
    return line('The sheet turned: no teams, a null game, every joker a sheet', times, '.');
  const suit = g.jokerSuit ?? '';
  const jokers = `jokers ${SUIT_MARKS[suit] ?? ''}`;
  if (g.null) return line(`Null game (${jokers}, all points negative)`, times, '.');
  return line(
    `${upFirst(SUIT_WORDS[g.trump ?? ''] ?? '')} are trumps (the jokers highest)`,
    times,
    '.',
  );
}

/** Why a card left the trick, in a few words ("twin of Ann's K♥", "cancelled by 2♥"). */
export function cancelWords(w: Cancel, trick: readonly PlayedCode[], n: Narrator): Token[] {
  if (w.kind === 'sheet-self') return line('the sheet');
  const other = trick[w.by];
  if (!other) return [];
  const card = cardToken(other.card);
  switch (w.kind) {
    case 'twin':
      return line('twin of ', whose(n, other.seat), ' ', card);
    case 'two':
      return line('cancelled by ', card);
    case 'took':
      return line('cancels ', whose(n, other.seat), ' ', card);
    case 'sheet':
      return line('the sheet');
  }
}

/** L10-L12: what the card just played did to the trick. */
function effect(after: Game, trick: readonly PlayedCode[], n: Narrator): Token[] {
  const f = trickFacts(snapshot(after).game, trick);
  const i = trick.length - 1;
  const w = f.why[i];
  if (!w) return [];
  if (w.kind === 'twin') {
    const o = trick[w.by];
    return o
      ? line(
          ': the twin of ',
          whose(n, o.seat),
          ' ',
          cardToken(o.card),
          ', and both leave the trick',
        )
      : [];
  }
  if (w.kind === 'took') {
    const o = trick[w.by];
    return o
      ? line(': it cancels ', whose(n, o.seat), ' ', cardToken(o.card), ' and both leave the trick')
      : [];
  }
  if (w.kind === 'sheet-self') {
    const gone = f.why.flatMap((x, j) => (x?.kind === 'sheet' && x.by === i ? [j] : []));
    const kept = trick.findLastIndex((p, j) => j < i && p.live);
    const sheet = trick[i]?.card === 'BL' ? 'the sheet' : 'a sheet in this game';
    if (gone.length === 0 && kept < 0) return line(`, ${sheet}: it leaves the trick at once`);
    const k = trick[kept];
    return line(
      `, ${sheet}: every card leaves the trick`,
      k ? line(' but ', whose(n, k.seat), ' ', cardToken(k.card)) : '',
      ', and the sheet too',
    );
  }
  return [];
}

/** L13: who takes a finished trick, or that it was dead. */
function taken(before: Game, after: Game, n: Narrator): Token[] {
  const last = after.lastTrick;
  if (!last || after.trick.length > 0 || before.trick.length === 0) return [];
  const live = last.cards.some((p) => p.live);
  const w = last.winner;
  if (!live) return line(' No card is live: the dead trick goes to ', Who(n, w), ', who led it.');
  return line(' ', Who(n, w), ` ${verb(n, w, 'takes')} the trick.`);
}

/** L7: laid aside and drawn; the cards named only to their holder (a face-up one to all). */
function exchangeWords(
  before: Game,
  a: Extract<Action, { type: 'exchange' }>,
  n: Narrator,
): Token[] {
  const s = a.seat;
  const W = Who(n, s);
  if (a.cards.length === 0) return line(W, ` ${verb(n, s, 'keeps')} every card.`);
  const up = [...(snapshot(before).faceUp[s] ?? [])];
  const shown = a.cards.filter((c) => {
    const i = up.indexOf(c);
    if (i >= 0) up.splice(i, 1);
    return i >= 0;
  });
  const mine = n.you === s;
  return line(
    W,
    ` ${verb(n, s, 'lays')} aside ${plural(a.cards.length, 'card')}`,
    mine ? line(' (', cardsLine(a.cards), ')') : '',
    !mine && shown.length > 0 ? line(', the face-up ', cardsLine(shown), ' among them') : '',
    ' and ',
    verb(n, s, 'draws'),
    ' as many.',
  );
}

/** L8: a choice kept secret; the last one shows every seat's at once. */
function exposeWords(
  before: Game,
  a: Extract<Action, { type: 'expose' }>,
  after: Game,
  n: Narrator,
): Token[] {
  const s = a.seat;
  if (after.stage === 'expose')
    return line(
      Who(n, s),
      ` ${verb(n, s, 'has')} chosen what to show (hidden until everyone has).`,
    );
  const b = snapshot(before).faceUp;
  const out = line('Everyone has chosen. Shown:');
  snapshot(after).faceUp.forEach((now, seat) => {
    const was = [...(b[seat] ?? [])];
    const added = now.filter((c) => {
      const i = was.indexOf(c);
      if (i >= 0) was.splice(i, 1);
      return i < 0;
    });
    out.push(
      ...line(
        seat === 0 ? ' ' : '; ',
        Who(n, seat),
        ' ',
        added.length ? cardsLine(added) : 'nothing',
      ),
    );
  });
  out.push(...line('. ', Who(n, after.turn), ` ${verb(n, after.turn, 'leads')}.`));
  return out;
}

/** One action as the log says it (L7-L16), seen from `n`; `before` is the state it acted on. */
export function describe(before: Game, a: Action, n: Narrator): Token[] {
  const r = applyAction(before, a);
  if (!r.ok) return [text(r.error.message)];
  const after = r.value;
  if (a.type === 'next-round') return dealt(after, n);
  let out: Token[];
  const s = a.seat;
  switch (a.type) {
    case 'exchange':
      out = exchangeWords(before, a, n);
      break;
    case 'expose':
      out = exposeWords(before, a, after, n);
      break;
    case 'marriage': {
      const k = `K${a.suit}`;
      const q = `Q${a.suit}`;
      out = line(
        Who(n, s),
        ` ${verb(n, s, 'shows')} a marriage, `,
        cardToken(k),
        ' and ',
        cardToken(q),
        `: ${after.kind.null ? 'minus ' : ''}5 points for the team, and the next lead is one of them.`,
      );
      break;
    }
    case 'play': {
      const trick =
        after.trick.length > 0 ? snapshot(after).trick : (snapshot(after).lastTrick?.cards ?? []);
      out = line(
        Who(n, s),
        ` ${verb(n, s, 'plays')} `,
        cardToken(a.card),
        effect(after, trick, n),
        '.',
        taken(before, after, n),
      );
      break;
    }
  }
  if (after.phase !== 'playing')
    out.push(
      text(after.phase === 'game-over' ? ' The match is over.' : ` Round ${after.round} is over.`),
    );
  return out;
}

/** L3-L5: a deal as the log says it: the dealer, the turned cards and the game they set. */
export function dealt(g: Game, n: Narrator): Token[] {
  const s = snapshot(g);
  return line(
    `Round ${g.round}: `,
    Who(n, g.dealer),
    ` ${verb(n, g.dealer, 'deals')}. Turned: `,
    cardsLine(s.indicators),
    '. ',
    gameWords(s.game, s.indicators),
  );
}
