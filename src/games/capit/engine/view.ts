/** What the table shows: the whole game (snapshot), one seat's view, and worlds for search. */
import { fail, ok, type Result } from '../../../lib/result';
import { seedState, shuffle } from '../../../lib/rng';
import { type Card, cardCode, codeCard, deckCounts, removeCard } from './cards';
import { readMeld } from './melds';
import type { ErrorCode, Game, PlayerView, Snapshot, TableMeld } from './state';

const codes = (cs: readonly Card[]): string[] => cs.map(cardCode);

function shared(g: Game): Omit<Snapshot, 'hands' | 'stock' | 'pushes'> {
  return {
    phase: g.phase,
    round: g.round,
    dealer: g.dealer,
    turn: g.turn,
    stage: g.stage,
    discard: codes(g.discard),
    table: g.table.map((m) => ({ owner: m.owner, kind: m.kind, cards: codes(m.cards) })),
    down: [...g.down],
    scores: [...g.scores],
    roundScores: g.roundScores && [...g.roundScores],
    roundWinners: g.roundWinners.map((w) => [...w]),
    winners: [...g.winners],
    taken: g.taken < 0 ? null : cardCode(g.taken),
    turnsPlayed: g.turnsPlayed,
  };
}

export function snapshot(g: Game): Snapshot {
  return {
    ...shared(g),
    hands: g.hands.map(codes),
    stock: codes([...g.stock].reverse()),
    pushes: g.pushes.map((p) => ({
      seat: p.seat,
      discard: cardCode(p.discard),
      stock: cardCode(p.stock),
    })),
  };
}

/** C11: only what `seat` may know: its hand, the others' counts; a pushed stock card only to its receiver. */
export function playerView(g: Game, seat: number): PlayerView {
  return {
    ...shared(g),
    seat,
    hand: codes(g.hands[seat] ?? []),
    handSizes: g.hands.map((h) => h.length),
    stock: g.stock.length,
    pushes: g.pushes.map((p) => ({
      seat: p.seat,
      discard: cardCode(p.discard),
      stock: (p.seat + 1) % g.players === seat ? cardCode(p.stock) : '?',
    })),
    players: g.players,
    rules: structuredClone(g.rules),
  };
}

/** `seat`'s view with every hand open (a table watched by someone who plays no seat). */
export function openView(g: Game, seat: number): PlayerView & { hands: string[][] } {
  return {
    ...playerView(g, seat),
    hands: g.hands.map(codes),
    pushes: snapshot(g).pushes,
  };
}

/** A card of a view the engine made: a code it cannot read is a bug. */
function cardOf(code: string): Card {
  const c = codeCard(code);
  if (c === null) throw new Error(`a view holds "${code.slice(0, 8)}", not a card`);
  return c;
}

/**
 * A whole game consistent with `view`, for search: the cards the view does not show
 * (other hands, the stock, pushed stock cards it did not get) dealt at random from those it
 * leaves unaccounted for; a discard pushed to a seat is dealt to that seat while it can be
 * (it may since have been laid or discarded). The world's view equals `view`.
 */
export function determinize(view: PlayerView, seed: number): Result<Game, ErrorCode> {
  const left = deckCounts(view.players);
  const seen = (c: Card) => {
    left[c] = (left[c] ?? 0) - 1;
  };
  const own = view.hand.map(cardOf);
  own.forEach(seen);
  const discard = view.discard.map(cardOf);
  discard.forEach(seen);
  const table: TableMeld[] = [];
  for (const m of view.table) {
    const cards = m.cards.map(cardOf);
    cards.forEach(seen);
    const read = readMeld(m.kind, cards, view.rules.wildTwos);
    if (typeof read === 'string') return fail('bad-setup', read);
    table.push({ owner: m.owner, kind: m.kind, cards, ...read });
  }
  if (left.some((n) => n < 0))
    return fail('bad-setup', 'The view shows more cards than the decks hold.');
  const rng = { rng: seedState(seed) };
  const pool = shuffle(
    rng,
    left.flatMap((n, c) => new Array<Card>(n).fill(c)),
  );
  const hands: Card[][] = view.handSizes.map((_, s) => (s === view.seat ? [...own] : []));
  // Pushed cards a seat got, known to the viewer, go to it first while the pool has them.
  const deal = (s: number, c: Card) => {
    const h = hands[s] as Card[];
    if (s === view.seat || h.length >= (view.handSizes[s] ?? 0) || !removeCard(pool, c)) return;
    h.push(c);
  };
  for (const p of view.pushes) {
    const to = (p.seat + 1) % view.players;
    deal(to, cardOf(p.discard));
    if (p.stock !== '?') deal(to, cardOf(p.stock));
  }
  hands.forEach((h, s) => {
    while (h.length < (view.handSizes[s] ?? 0)) {
      const c = pool.pop();
      if (c === undefined) throw new Error('determinize: the view holds more cards than the decks');
      h.push(c);
    }
    h.sort((a, b) => a - b);
  });
  const stock = pool.slice(0, view.stock);
  const pushes = view.pushes.map((p, i) => {
    // A stock card pushed to another seat: one of the cards its receiver holds in this world.
    const got = hands[(p.seat + 1) % view.players] ?? [];
    const hidden = got[(i * 7 + seed) % Math.max(1, got.length)] ?? cardOf(p.discard);
    return {
      seat: p.seat,
      discard: cardOf(p.discard),
      stock: p.stock === '?' ? hidden : cardOf(p.stock),
    };
  });
  const g: Game = {
    rules: structuredClone(view.rules),
    players: view.players,
    seed,
    rng: rng.rng,
    phase: view.phase,
    round: view.round,
    dealer: view.dealer,
    turn: view.turn,
    stage: view.stage,
    hands,
    discard,
    stock,
    table,
    down: [...view.down],
    pushes,
    taken: view.taken === null ? -1 : cardOf(view.taken),
    turnsPlayed: view.turnsPlayed,
    scores: [...view.scores],
    roundScores: view.roundScores && [...view.roundScores],
    roundWinners: view.roundWinners.map((w) => [...w]),
    winners: [...view.winners],
  };
  return ok(g);
}
