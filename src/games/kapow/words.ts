/**
 * KAPOW!'s words as tokens: its cards, and each action as the log says it, seen from the
 * narrator. Only what the narrator may know is named: a card another seat draws from the
 * draw pile is not (KAPOW.md §6, PlayerView).
 */
import { type Narrator, type Token, upFirst } from '../../lib/tokens';
import {
  type Action,
  applyAction,
  doubling,
  type Game,
  type PosCode,
  playerView,
  powerResult,
  snapshot,
  upValue,
  type Where,
} from './engine';

export type { Narrator, Token };

type Up = Extract<PosCode, { up: string }>;
type Part = string | Token | Token[];

const NUMBERS = 'zero one two three four five six seven eight nine ten eleven twelve'.split(' ');

/** A number said aloud: "minus two", "seven", "14". */
export const numberWords = (x: number): string =>
  x < 0 ? `minus ${numberWords(-x)}` : (NUMBERS[x] ?? String(x));

/** A value written as the table writes it: a true minus sign. */
export const signed = (x: number): string => (x < 0 ? `−${-x}` : String(x));

/** K2: a card code as text and as spoken words. */
export type CardToken = Extract<Token, { kind: 'card' }>;

export function cardToken(code: string): CardToken {
  if (code === 'P1' || code === 'P2') {
    const f = code === 'P1' ? 'one' : 'two';
    return { kind: 'card', code, text: `±${code[1]}`, spoken: `plus-or-minus-${f} power card` };
  }
  if (code === 'KW') return { kind: 'card', code, text: 'KAPOW!', spoken: 'KAPOW! card' };
  if (!/^\d+$/.test(code)) return { kind: 'card', code, text: '?', spoken: 'a hidden card' };
  return { kind: 'card', code, text: code, spoken: numberWords(Number(code)) };
}

/** K5: a modifier as placed: "−2", "+1". */
export const modToken = (m: { card: string; sign: 1 | -1 }): Token => ({
  kind: 'card',
  code: m.card,
  text: `${m.sign > 0 ? '+' : '−'}${m.card.slice(1)}`,
  spoken: `${m.sign > 0 ? 'plus' : 'minus'} ${m.card === 'P1' ? 'one' : 'two'}`,
});

export const text = (t: string): Token => ({ kind: 'text', text: t });

export function line(...parts: Part[]): Token[] {
  const out: Token[] = [];
  for (const p of parts)
    if (typeof p === 'string') {
      if (p) out.push(text(p));
    } else if (Array.isArray(p)) out.push(...p);
    else out.push(p);
  return out;
}

export { plain } from '../../lib/tokens';
export const spoken = (t: readonly Token[]): string =>
  t.map((x) => (x.kind === 'card' ? x.spoken : x.text)).join('');

const nameOf = (n: Narrator, s: number) => n.names[s] ?? `Seat ${s + 1}`;

/** A lone person's default name (the platform's), read back in a replay of their match. */
const YOU = 'You';

/**
 * The narrator as KAPOW!'s words speak: when nobody is "you" (a replay), a seat named "You"
 * is spoken to as you, so that its words agree ("You discard", "Your hand", never "You
 * discards", "You's hand"). `players` (the table's): with several people sharing the device,
 * each is named, never "you", as the header, the log and the summaries name them.
 */
export function speakTo(n: Narrator, players?: readonly { kind: string }[]): Narrator {
  if ((players ?? []).filter((p) => p.kind === 'person').length > 1) return { ...n, you: null };
  if (n.you !== null) return n;
  const you = n.names.indexOf(YOU);
  return you >= 0 && n.names.lastIndexOf(YOU) === you ? { ...n, you } : n;
}

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
/** The verb agreeing with a seat: "draws" for others, "draw" for you. */
const verb = (n: Narrator, s: number, third: string): string =>
  n.you === s ? third.slice(0, -1) : third;

export const POS_NAMES = ['top', 'middle', 'bottom'] as const;
/** A line's first letter made a capital: "triad 2, top" -> "Triad 2, top". */
export { upFirst };

/** K4: "triad 2" (triads counted from 1 for people): the one name of a triad in any words. */
export const triadLabel = (t: number): string => `triad ${t + 1}`;

/** K4: "triad 2, top": the one name of a place in any words (the log, the choices, Kai's). */
export const whereWords = (w: Where): string => `${triadLabel(w.triad)}, ${POS_NAMES[w.pos]}`;

/** K5-K6: a face-up stack: "7", "KAPOW!", "5 −2 (3)". */
export function stackTokens(p: Up, withValue = true): Token[] {
  const out: Token[] = [cardToken(p.up)];
  for (const m of p.mods) out.push(text(' '), modToken(m));
  const v = upValue(p);
  if (p.mods.length > 0 && withValue && v !== null) out.push(text(` (${signed(v)})`));
  return out;
}

/** A position as a sentence names it: "the 7", "the powerset 5 −2 (3)", "a face-down card". */
export function posPhrase(p: PosCode): Token[] {
  if (p === null) return [text('nothing')];
  if ('down' in p) return [text('a face-down card')];
  if (p.up === 'KW') return [text('the '), cardToken('KW'), text(' card')];
  return line(p.mods.length ? 'the powerset ' : 'the ', stackTokens(p));
}

const codes = (g: Game) => snapshot(g);
const at = (hand: PosCode[][] | undefined, w: Where): PosCode => hand?.[w.triad]?.[w.pos] ?? null;

/** The acting seat's hand as the play left it, before complete triads go (K13). */
function handAfterPlay(before: Game, a: Action): PosCode[][] {
  const s = codes(before);
  const hand = (s.hands[before.turn] ?? []).map((t) => [...t]);
  const set = (w: Where, p: PosCode) => {
    const triad = hand[w.triad];
    if (triad === undefined) throw new Error(`no triad ${w.triad} in seat ${before.turn}'s hand`);
    triad[w.pos] = p;
  };
  if (a.type === 'replace' && s.drawn) set(a.at, { up: s.drawn, mods: [] });
  if (a.type === 'power' && s.drawn)
    set(a.at, powerResult(at(hand, a.at), s.drawn, a.sign, a.base));
  if (a.type === 'swap') {
    const pa = at(hand, a.a);
    set(a.a, at(hand, a.b));
    set(a.b, pa);
  }
  return hand;
}

/** K13: "Triad 3 is complete and goes to the discard pile, its 9 on top." */
function gone(n: Narrator, seat: number, triads: number[], hand: PosCode[][]): Token[] {
  return triads.flatMap((t) => {
    const top = hand[t]?.[0];
    const code = top && !('down' in top) ? top.up : top && 'down' in top ? top.down : null;
    return line(
      ' ',
      n.you === seat ? 'Your triad' : [whose(n, seat), text(' triad')],
      ` ${t + 1} is complete and goes to the discard pile`,
      code ? line(', its ', cardToken(code), ' on top') : '',
      '.',
    );
  });
}

const hasDown = (g: Game, s: number): boolean =>
  (g.hands[s] ?? []).some((t) => t.some((p) => p !== null && !p.up));

/** The triads of `seat` that had cards before and none after. */
const emptied = (before: Game, after: Game, seat: number): number[] =>
  (before.hands[seat] ?? []).flatMap((t, i) =>
    t.some((p) => p !== null) && (after.hands[seat]?.[i] ?? []).every((p) => p === null) ? [i] : [],
  );

/** One seat's action as it is said: who acts, the table before it (its codes) and after. */
interface Said {
  n: Narrator;
  s: number;
  /** Who acts, as the narrator says it ("You", "Ann"). */
  W: Token;
  b: ReturnType<typeof codes>;
  /** The card drawn this turn, or "the card". */
  drawn: Token;
  after: Game;
}

type Of<T extends Action['type']> = Extract<Action, { type: T }>;

/** The action's own sentence (K9-K12), before what it completes or ends is added. */
function main(before: Game, a: Action, n: Narrator, after: Game): Token[] {
  if (a.type === 'next-round')
    return line(
      `Round ${after.round} begins: `,
      Who(n, after.turn),
      ` ${verb(n, after.turn, 'starts')}.`,
    );
  const s = a.seat;
  const b = codes(before);
  const drawn = b.drawn ? cardToken(b.drawn) : text('the card');
  const c: Said = { n, s, W: Who(n, s), b, drawn, after };
  switch (a.type) {
    case 'reveal':
      return revealWords(c, a);
    case 'draw':
      return drawWords(c, a);
    case 'discard':
      return line(c.W, ` ${verb(n, s, 'discards')} `, drawn, '.');
    case 'replace':
      return replaceWords(c, a);
    case 'power':
      return powerWords(c, a);
    case 'swap':
      return swapWords(c, a);
    case 'end':
      return line(c.W, ` ${verb(n, s, 'ends')} `, n.you === s ? 'your' : 'the', ' turn.');
  }
}

/** K9: "Ann reveals 7 in triad 2, top." */
function revealWords({ n, s, W, after }: Said, a: Of<'reveal'>): Token[] {
  const p = at(codes(after).hands[s], a.at);
  const c = p && 'up' in p ? cardToken(p.up) : text('a card');
  return line(W, ` ${verb(n, s, 'reveals')} `, c, ` in ${whereWords(a.at)}.`);
}

/** K10: a card drawn from the discard pile is named; from the draw pile, to its drawer only. */
function drawWords({ n, s, W, b, after }: Said, a: Of<'draw'>): Token[] {
  if (a.from === 'discard')
    return line(
      W,
      ` ${verb(n, s, 'draws')} from the discard pile: `,
      cardToken(b.discard.at(-1) ?? '?'),
      '.',
    );
  const mine = n.you === s;
  const top = codes(after).drawn;
  return line(
    W,
    ` ${verb(n, s, 'draws')} from the draw pile`,
    mine && top ? line(': ', cardToken(top)) : '',
    '.',
  );
}

/** K11: what was in the position goes to the discard pile (a powerset, its base on top). */
function replaceWords({ n, s, W, b, drawn }: Said, a: Of<'replace'>): Token[] {
  const held = at(b.hands[s], a.at);
  const wasUp = held !== null && 'up' in held;
  const goes = held === null ? [] : 'down' in held ? [cardToken(held.down)] : stackTokens(held);
  return line(
    W,
    ` ${verb(n, s, 'replaces')} `,
    wasUp ? posPhrase(held) : 'a face-down card',
    ` in ${triadLabel(a.at.triad)} with `,
    drawn,
    '; ',
    wasUp && held.mods.length
      ? line('it goes to the discard pile, ', cardToken(held.up), ' on top')
      : line('the ', goes, ' goes to the discard pile'),
    '.',
  );
}

/** K5, K11: a power card placed on a card, or a card built on a power card as the base. */
function powerWords({ n, s, W, b, drawn }: Said, a: Of<'power'>): Token[] {
  const held = at(b.hands[s], a.at);
  const made = b.drawn ? powerResult(held, b.drawn, a.sign, a.base) : null;
  const v = made ? upValue(made) : null;
  const value = v === null ? '' : `: ${signed(v)}`;
  if (made && held && 'up' in held && made.up !== held.up)
    return line(
      W,
      ` ${verb(n, s, 'builds')} on `,
      posPhrase(held),
      ` in ${triadLabel(a.at.triad)}: `,
      cardToken(made.up),
      ' is the base, the ',
      cardToken(held.up),
      ' counts as ',
      modToken({ card: held.up, sign: a.sign }),
      `${value}.`,
    );
  return line(
    W,
    ` ${verb(n, s, 'powers')} up `,
    posPhrase(held),
    ` in ${triadLabel(a.at.triad)} with `,
    drawn,
    ' as ',
    b.drawn ? modToken({ card: b.drawn, sign: a.sign }) : '',
    `${value}.`,
  );
}

/** K12: a face-up KAPOW! card swapped within the seat's own hand. */
function swapWords({ n, s, W, b }: Said, a: Of<'swap'>): Token[] {
  const pa = at(b.hands[s], a.a);
  const [k, o] = pa && 'up' in pa && pa.up === 'KW' ? [a.a, a.b] : [a.b, a.a];
  const other = at(b.hands[s], o);
  return line(
    W,
    ` ${verb(n, s, 'swaps')} the `,
    cardToken('KW'),
    ` card into ${whereWords(o)}; `,
    other && 'down' in other ? 'a face-down card' : posPhrase(other),
    ` goes to ${whereWords(k)}.`,
  );
}

/** One action as the log says it (K9-K18), seen from `n`; `before` is the state it acted on. */
export function describe(before: Game, a: Action, narrator: Narrator): Token[] {
  const n = speakTo(narrator);
  const r = applyAction(before, a);
  if (!r.ok) return [text(r.error.message)];
  const after = r.value;
  const out = main(before, a, n, after);
  if (a.type === 'next-round') return out;
  const seat = a.seat;
  const t = emptied(before, after, seat);
  if (t.length) out.push(...gone(n, seat, t, handAfterPlay(before, a)));
  if (before.wentOut === null && after.wentOut === seat)
    out.push(
      ...line(
        ' ',
        Who(n, seat),
        n.you === seat ? ' have' : ' has',
        ' gone out: everyone else gets one final turn.',
      ),
    );
  // K16: the final-turn reveals as the turn comes to each seat, and what they complete.
  for (let s = 0; s < before.players; s++) {
    if (s === seat || after.wentOut === null || !hasDown(before, s) || hasDown(after, s)) continue;
    const up =
      snapshot(before).hands[s]?.map((tr) =>
        tr.map((p) => (p && 'down' in p ? { up: p.down, mods: [] } : p)),
      ) ?? [];
    out.push(
      ...line(
        ' ',
        Who(n, s),
        ` ${verb(n, s, 'turns')} up every face-down card for the final turn.`,
      ),
    );
    const done = emptied(before, after, s);
    if (done.length) out.push(...gone(n, s, done, up));
  }
  if (after.stock.length > before.stock.length)
    out.push(
      text(
        ' The draw pile is empty: the discard pile but its top card is shuffled into a new one.',
      ),
    );
  if (after.phase !== 'playing' && doubling(playerView(after, a.seat)) === 'turn-limit') {
    const turns = after.rules.turnLimit;
    out.push(
      text(
        ` Everyone has had ${turns} turn${turns === 1 ? '' : 's'}: the round stops here and nobody is doubled.`,
      ),
    );
  }
  if (after.phase !== 'playing')
    out.push(
      text(after.phase === 'game-over' ? ' The match is over.' : ` Round ${after.round} is over.`),
    );
  return out;
}
