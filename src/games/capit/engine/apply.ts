/**
 * Applying an action (C7-C13): its shape read from outside, its legality asked of the same
 * predicates `legalActions` lists by, then the step on a private copy.
 */
import { fail, isRecord, ok, type Result } from '../../../lib/result';
import { countOf, deadEndAfter, endsFor, mayDiscard } from './actions';
import { type Card, codeCard, insertCard, rankCode, removeCard } from './cards';
import { frees, layOn, readMeld } from './melds';
import type { Action, ErrorCode, Game, Kind, Meld, TableMeld } from './state';
import { endTurn, nextRound, scoreRound } from './turn';

type R<T> = Result<T, ErrorCode>;

const isIndex = (x: unknown): x is number =>
  typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < 1e6;

/** An object's keys with a value, sorted and joined: its shape. */
const keysOf = (x: Record<string, unknown>): string =>
  Object.keys(x)
    .filter((k) => x[k] !== undefined)
    .sort()
    .join();

function meldShape(x: unknown): string | null {
  if (!isRecord(x)) return 'A meld is a kind, set or run, and its cards.';
  const keys = keysOf(x);
  if (keys !== 'cards,kind' && keys !== 'cards,kind,rank')
    return 'A meld is a kind, set or run, and its cards.';
  if (x.kind !== 'set' && x.kind !== 'run') return 'A meld is a set or a run.';
  if (!Array.isArray(x.cards) || x.cards.length > 200) return 'A meld’s cards are a list.';
  if (x.kind === 'set' && x.rank !== undefined && rankCode(x.rank) === null)
    return 'A set’s rank is 2 to 9, T, J, Q, K or A.';
  return null;
}

const SHAPES: Record<string, string[]> = {
  take: ['seat,type'],
  push: ['seat,type'],
  meld: ['melds,seat,type'],
  layoff: ['card,meld,seat,type', 'card,end,meld,seat,type'],
  free: ['card,index,meld,seat,to,type', 'card,end,index,meld,seat,to,type'],
  discard: ['card,seat,type'],
  'next-round': ['type'],
};

/** What is wrong with an action's shape, in a player's words; null: nothing. */
function shapeError(x: Record<string, unknown>): string | null {
  if (typeof x.type !== 'string' || !Object.hasOwn(SHAPES, x.type))
    return 'That is not a Cap-It action.';
  if (!SHAPES[x.type]?.includes(keysOf(x))) return 'That is not a Cap-It action.';
  if (x.type !== 'next-round' && !isIndex(x.seat)) return 'An action names its seat.';
  if ('card' in x && typeof x.card !== 'string') return 'Name the card, as 7H or JK.';
  if ('meld' in x && !isIndex(x.meld)) return 'Name the meld on the table by its number.';
  if ('index' in x && !isIndex(x.index)) return 'Name the wild by its place in the meld.';
  if (x.end !== undefined && x.end !== 'low' && x.end !== 'high')
    return 'A card goes at the low or the high end of a run.';
  if (x.type === 'meld') {
    if (!Array.isArray(x.melds) || x.melds.length === 0 || x.melds.length > 50)
      return 'Lay at least one meld.';
    for (const m of x.melds as unknown[]) {
      const e = meldShape(m);
      if (e) return e;
    }
  }
  if (x.type === 'free' && !isIndex(x.to)) return meldShape(x.to);
  return null;
}

/** An action from outside, checked for shape (not legality). */
export function parseAction(x: unknown): R<Action> {
  if (!isRecord(x)) return fail('bad-action', 'An action has a type.');
  const e = shapeError(x);
  return e === null ? ok(x as unknown as Action) : fail('bad-action', e);
}

/** A meld from an action read as cards and a reading, or why not. */
function meldOf(
  m: Meld,
  wildTwos: boolean,
): { kind: Kind; cards: Card[]; read: Omit<TableMeld, 'owner' | 'kind' | 'cards'> } | string {
  const cards: Card[] = [];
  for (const code of m.cards) {
    const c = codeCard(code);
    if (c === null) return 'A meld holds cards written as 7H, TS or JK.';
    cards.push(c);
  }
  const named = m.kind === 'set' && m.rank !== undefined ? rankCode(m.rank) : null;
  const read = readMeld(m.kind, cards, wildTwos, named);
  return typeof read === 'string' ? read : { kind: m.kind, cards, read };
}

/** Is `out` (a multiset) within `hand`. */
function within(hand: readonly Card[], out: readonly Card[]): boolean {
  const sorted = [...out].sort((a, b) => a - b);
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j < sorted.length && sorted[j] === sorted[i]) j++;
    if (countOf(hand, sorted[i] as Card) < j - i) return false;
    i = j;
  }
  return true;
}

/** C6: can the melds fill the contract's needs, each its own meld of its kind and length. */
export function fillsContract(
  needs: readonly { kind: Kind; length: number }[],
  melds: readonly { kind: Kind; cards: unknown[] }[],
): boolean {
  const used = new Array<boolean>(melds.length).fill(false);
  const go = (i: number): boolean => {
    const need = needs[i];
    if (need === undefined) return true;
    for (let k = 0; k < melds.length; k++) {
      const m = melds[k] as (typeof melds)[number];
      if (used[k] || m.kind !== need.kind || m.cards.length < need.length) continue;
      used[k] = true;
      if (go(i + 1)) return true;
      used[k] = false;
    }
    return false;
  };
  return go(0);
}

/** The end a card takes on table meld `m`: the one given, or the only one that fits. */
function endOf(
  g: Game,
  m: TableMeld,
  c: Card,
  end: 'low' | 'high' | undefined,
): 'low' | 'high' | string {
  const ends = endsFor(m, c, g.rules.wildTwos);
  if (m.kind === 'set') return ends.length > 0 ? 'high' : `That card does not fit that set (C8).`;
  if (end !== undefined)
    return ends.includes(end) ? end : `That card does not fit that end of the run (C8).`;
  if (ends.length === 1) return ends[0] as 'low' | 'high';
  return ends.length === 0
    ? 'That card does not fit that run (C8).'
    : 'Say which end of the run it goes on.';
}

const DEAD_END = 'That would leave you only the card you took, which you may not discard (C12).';

/** Null when `a` is legal, else why not in a player's words. */
function whyNot(g: Game, a: Action): string | null {
  if (a.type === 'next-round')
    return g.phase === 'round-over' ? null : 'The round is still being played.';
  if (g.phase !== 'playing') return 'The round is over: start the next round.';
  if (a.seat !== g.turn) return 'It is not your turn.';
  const hand = g.hands[g.turn] ?? [];
  if (a.type === 'take' || a.type === 'push') {
    if (g.stage !== 'draw') return 'You have drawn: meld, then discard a card.';
    if (g.discard.length === 0) return 'The discard pile is empty.';
    return a.type === 'push' && !g.rules.push ? 'These rules have no push (C11).' : null;
  }
  if (g.stage !== 'meld') return 'First take the discard or push (C10).';
  const card = 'card' in a ? codeCard(a.card) : null;
  if ('card' in a && (card === null || countOf(hand, card) === 0))
    return 'You do not hold that card.';
  const c = card as Card;
  if (a.type === 'discard')
    return mayDiscard(g, hand, c) ? null : 'You may not discard the card you took this turn (C11).';
  if (a.type === 'meld') return meldWhyNot(g, a.melds, hand);
  if (!g.down[g.turn]) return 'First lay your contract (C7).';
  const m = g.table[a.meld];
  if (m === undefined) return 'There is no such meld on the table.';
  if (a.type === 'layoff') {
    const end = endOf(g, m, c, a.end);
    if (end !== 'low' && end !== 'high') return end;
    return deadEndAfter(g, hand, [c]) ? DEAD_END : null;
  }
  if (!frees(m, a.index, c, g.rules.wildTwos)) return 'That card does not free a wild there (C8).';
  const w = m.cards[a.index] as Card;
  if (typeof a.to === 'number') {
    const t = g.table[a.to];
    if (t === undefined || a.to === a.meld) return 'The freed wild goes onto another meld (C8).';
    const end = endOf(g, t, w, a.end);
    if (end !== 'low' && end !== 'high') return end;
    return deadEndAfter(g, hand, [c]) ? DEAD_END : null;
  }
  const nm = meldOf(a.to, g.rules.wildTwos);
  if (typeof nm === 'string') return nm;
  const rest = [...nm.cards];
  if (!removeCard(rest, w)) return 'The new meld holds the freed wild (C8).';
  if (!within(hand, [c, ...rest])) return 'You do not hold those cards.';
  return deadEndAfter(g, hand, [c, ...rest]) ? DEAD_END : null;
}

function meldWhyNot(g: Game, melds: readonly Meld[], hand: readonly Card[]): string | null {
  const read = [];
  for (const m of melds) {
    const x = meldOf(m, g.rules.wildTwos);
    if (typeof x === 'string') return x;
    read.push(x);
  }
  const all = read.flatMap((x) => x.cards);
  if (!within(hand, all)) return 'You do not hold those cards.';
  if (!g.down[g.turn] && !fillsContract(g.rules.contracts[g.round - 1] ?? [], read))
    return 'Your first melds must lay the whole contract at once (C7).';
  return deadEndAfter(g, hand, all) ? DEAD_END : null;
}

/** A deep copy of the plain-JSON state, by hand (what `step` mutates). */
export const clone = (g: Game): Game => ({
  ...g,
  hands: g.hands.map((h) => [...h]),
  discard: [...g.discard],
  stock: [...g.stock],
  table: g.table.map((m) => ({ ...m, cards: [...m.cards] })),
  down: [...g.down],
  pushes: g.pushes.map((p) => ({ ...p })),
  scores: [...g.scores],
  roundScores: g.roundScores && [...g.roundScores],
  roundWinners: g.roundWinners.map((w) => [...w]),
  winners: [...g.winners],
});

export function applyAction(g: Game, input: unknown): R<Game> {
  const parsed = parseAction(input);
  if (!parsed.ok) return parsed;
  const a = parsed.value;
  const why = whyNot(g, a);
  if (why !== null) {
    const code =
      g.phase === 'game-over'
        ? 'game-over'
        : 'seat' in a && a.seat !== g.turn
          ? 'not-your-turn'
          : 'illegal-action';
    return fail(code, g.phase === 'game-over' ? 'The match is over.' : why);
  }
  const n = clone(g);
  step(n, a);
  return ok(n);
}

const cardOf = (code: string): Card => {
  const c = codeCard(code);
  if (c === null) throw new Error(`not a card: ${code}`);
  return c;
};

/** Applies a legal action to a private copy. */
export function step(g: Game, a: Action): void {
  if (a.type === 'next-round') {
    nextRound(g);
    return;
  }
  const hand = g.hands[g.turn] as Card[];
  const take = (c: Card) => {
    if (!removeCard(hand, c)) throw new Error(`seat ${g.turn} holds no ${c}`);
  };
  switch (a.type) {
    case 'take': {
      const c = g.discard.pop() as Card;
      insertCard(hand, c);
      g.taken = c;
      g.stage = 'meld';
      return;
    }
    case 'push': {
      // C11, C13: with fewer than two stock cards nothing moves and the round ends.
      if (g.stock.length < 2) {
        scoreRound(g);
        return;
      }
      const stock = g.stock.pop() as Card;
      const discard = g.discard.pop() as Card;
      const left = g.hands[(g.turn + 1) % g.players] as Card[];
      insertCard(left, stock);
      insertCard(left, discard);
      g.pushes.push({ seat: g.turn, discard, stock });
      insertCard(hand, g.stock.pop() as Card);
      g.taken = -1;
      g.stage = 'meld';
      return;
    }
    case 'discard': {
      const c = cardOf(a.card);
      take(c);
      g.discard.push(c);
      endTurn(g);
      return;
    }
    case 'meld':
      for (const m of a.melds) {
        const x = meldOf(m, g.rules.wildTwos);
        if (typeof x === 'string') throw new Error(x);
        for (const c of x.cards) take(c);
        g.table.push({ owner: g.turn, kind: x.kind, cards: x.cards, ...x.read });
      }
      g.down[g.turn] = true;
      break;
    case 'layoff': {
      const c = cardOf(a.card);
      const m = g.table[a.meld] as TableMeld;
      take(c);
      layOn(m, c, endOf(g, m, c, a.end) as 'low' | 'high');
      break;
    }
    case 'free': {
      const c = cardOf(a.card);
      const m = g.table[a.meld] as TableMeld;
      const w = m.cards[a.index] as Card;
      take(c);
      m.cards[a.index] = c;
      if (typeof a.to === 'number') {
        const t = g.table[a.to] as TableMeld;
        layOn(t, w, endOf(g, t, w, a.end) as 'low' | 'high');
      } else {
        const x = meldOf(a.to, g.rules.wildTwos);
        if (typeof x === 'string') throw new Error(x);
        const rest = [...x.cards];
        removeCard(rest, w);
        for (const r of rest) take(r);
        g.table.push({ owner: g.turn, kind: x.kind, cards: x.cards, ...x.read });
      }
      break;
    }
  }
  // C12: a seat whose hand is empty went out: the round ends at once.
  if (hand.length === 0) scoreRound(g);
}
