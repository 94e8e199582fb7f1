/** What the table shows: the whole game (snapshot), one seat's view, and worlds for search. */
import { ok, type Result } from '../../../lib/result';
import { seedState, shuffle } from '../../../lib/rng';
import { toAct } from './apply';
import { type Card, cardCode, cardOf, DECK_COUNT, suitCode } from './cards';
import type { ErrorCode, Game, Played, PlayedCode, PlayerView, Snapshot } from './state';

const codes = (cs: readonly Card[]): string[] => cs.map(cardCode);
const playedCodes = (t: readonly Played[]): PlayedCode[] =>
  t.map((p) => ({ seat: p.seat, card: cardCode(p.card), live: p.live }));
const suitOrNull = (s: number): string | null => (s < 0 ? null : suitCode(s));

/** The cards of a seat's hand marked by `flags` (face up, or shown in a marriage). */
const marked = (g: Game, seat: number, flags: readonly boolean[][]): Card[] =>
  (g.hands[seat] ?? []).filter((_, i) => flags[seat]?.[i]);

export function snapshot(g: Game): Snapshot {
  return {
    phase: g.phase,
    round: g.round,
    dealer: g.dealer,
    turn: g.turn,
    stage: g.stage,
    hands: g.hands.map(codes),
    faceUp: g.hands.map((_, s) => codes(marked(g, s, g.up))),
    married: g.hands.map((_, s) => codes(marked(g, s, g.wed).sort((a, b) => a - b))),
    teams: [...g.teams],
    game: {
      trump: suitOrNull(g.kind.trump),
      null: g.kind.null,
      jokerSuit: suitOrNull(g.kind.jokerSuit),
      sheets: g.kind.sheets,
      multiplier: g.kind.multiplier,
    },
    indicators: codes(g.indicators),
    deck: codes([...g.deck].reverse()),
    toAct: toAct(g),
    exposures: g.chosen.map((c) => c && codes(c)),
    trick: playedCodes(g.trick),
    lastTrick: g.lastTrick && {
      cards: playedCodes(g.lastTrick.cards),
      winner: g.lastTrick.winner,
    },
    taken: g.taken.map(codes),
    laidAside: g.laidAside.map(codes),
    tricks: [...g.tricks],
    marriages: [...g.marriages],
    mustLead: g.mustLead && codes(g.mustLead),
    scores: [...g.scores],
    roundScores: g.roundScores && [...g.roundScores],
    winners: [...g.winners],
  };
}

/**
 * Only what `seat` may know: another hand is its face-up cards then a '?' per face-down
 * card; the deck is a count; another seat's laid-aside cards are '?'; the exposures made
 * so far are each seat's own until all are made (L8).
 */
export function playerView(g: Game, seat: number): PlayerView {
  const snap = snapshot(g);
  return {
    ...snap,
    seat,
    players: g.players,
    rules: { ...g.rules },
    hands: snap.hands.map((h, s) =>
      s === seat ? h : [...(snap.faceUp[s] ?? []), ...h.slice(snap.faceUp[s]?.length).fill('?')],
    ),
    laidAside: snap.laidAside.map((l, s) => (s === seat ? l : l.map(() => '?'))),
    exposures: snap.exposures.map((x, s) => (s === seat ? x : null)),
    deck: g.deck.length,
  };
}

/**
 * A whole game consistent with `view` (OpenSpiel's ResampleFromInfostate): the cards it
 * does not show (others' face-down cards, their laid-aside cards, the deck) dealt at random
 * from those it leaves unaccounted for; a seat that has chosen its exposure unseen has
 * chosen to show none. The world's view for the seat equals `view`.
 */
export function determinize(view: PlayerView, seed: number): Result<Game, ErrorCode> {
  const me = view.seat;
  const own = (view.hands[me] ?? []).map(cardOf);
  const { left, wedDown } = unaccounted(view, own);
  const rng = { rng: seedState(seed) };
  const pool = shuffle(
    rng,
    left.flatMap((n, c) => new Array<Card>(Math.max(0, n)).fill(c)),
  );
  const unseen = (): Card => {
    const c = pool.pop();
    if (c === undefined) throw new Error('determinize: the view shows more cards than the deck');
    return c;
  };
  const hands = view.hands.map((h, s) => {
    if (s === me) return own;
    const down = wedDown[s] ?? [];
    const faceUp = (view.faceUp[s] ?? []).map(cardOf);
    return [
      ...faceUp,
      ...down,
      ...Array.from({ length: h.length - faceUp.length - down.length }, unseen),
    ];
  });
  const up = hands.map((cards, s) => upFlags(view, s, cards));
  const wed = hands.map((cards, s) => wedFlags(view, s, cards, up[s] ?? []));
  const laidAside = view.laidAside.map((l, s) => (s === me ? l.map(cardOf) : l.map(unseen)));
  const deck = Array.from({ length: view.deck }, unseen).reverse();
  return ok(worldOf(view, seed, rng.rng, { hands, up, wed, laidAside, deck }));
}

/**
 * How many of each card the view leaves unaccounted for (the deck less the seat's hand,
 * others' face-up and married cards, the trick, the taken, the turned and its own laid-aside
 * cards), and each seat's married cards that are not face up.
 */
function unaccounted(
  view: PlayerView,
  own: readonly Card[],
): { left: number[]; wedDown: Card[][] } {
  const left = [...DECK_COUNT];
  const seen = (c: Card) => {
    left[c] = (left[c] ?? 0) - 1;
  };
  const me = view.seat;
  for (const c of own) seen(c);
  view.hands.forEach((_, s) => {
    if (s !== me) for (const code of view.faceUp[s] ?? []) seen(cardOf(code));
  });
  // A card shown in a marriage and not face up is known to be in its hand.
  const wedDown = view.married.map((m, s) => {
    const up = [...(view.faceUp[s] ?? [])];
    const out: Card[] = [];
    for (const code of m) {
      const i = up.indexOf(code);
      if (i >= 0) up.splice(i, 1);
      else out.push(cardOf(code));
    }
    if (s !== me) for (const c of out) seen(c);
    return out;
  });
  for (const p of view.trick) seen(cardOf(p.card));
  for (const t of view.taken) for (const code of t) seen(cardOf(code));
  for (const code of view.indicators) seen(cardOf(code));
  for (const code of view.laidAside[me] ?? []) seen(cardOf(code));
  return { left, wedDown };
}

/** Face-up cards in hand order (a seat's own: matched copy by copy). */
function upFlags(view: PlayerView, s: number, cards: readonly Card[]): boolean[] {
  const u = cards.map(() => false);
  const shown = (view.faceUp[s] ?? []).map(cardOf);
  cards.forEach((c, i) => {
    const j = shown.indexOf(c);
    if (j >= 0 && (s !== view.seat || shownFirst(view, s, i))) {
      u[i] = true;
      shown.splice(j, 1);
    }
  });
  return u;
}

/** L14: a marriage took the face-up copy first (hand.ts findCard). */
function wedFlags(view: PlayerView, s: number, cards: readonly Card[], u: boolean[]): boolean[] {
  const w = cards.map(() => false);
  for (const code of view.married[s] ?? []) {
    const c = cardOf(code);
    let i = cards.findIndex((x, k) => x === c && u[k] && !w[k]);
    if (i < 0) i = cards.findIndex((x, k) => x === c && !u[k] && !w[k]);
    if (i >= 0) w[i] = true;
  }
  return w;
}

/** The world: the view's public parts, with the cards dealt unseen. */
function worldOf(
  view: PlayerView,
  seed: number,
  rng: Game['rng'],
  dealt: Pick<Game, 'hands' | 'up' | 'wed' | 'laidAside' | 'deck'>,
): Game {
  return {
    rules: { ...view.rules },
    players: view.players,
    seed,
    rng,
    phase: view.phase,
    round: view.round,
    dealer: view.dealer,
    turn: view.turn,
    stage: view.stage,
    hands: dealt.hands,
    up: dealt.up,
    wed: dealt.wed,
    teams: [...view.teams],
    kind: {
      trump: suitIndex(view.game.trump),
      null: view.game.null,
      jokerSuit: suitIndex(view.game.jokerSuit),
      sheets: view.game.sheets,
      multiplier: view.game.multiplier,
    },
    indicators: view.indicators.map(cardOf),
    deck: dealt.deck,
    chosen: view.exposures.map((x, s) =>
      x !== null ? x.map(cardOf) : view.stage === 'expose' && !view.toAct.includes(s) ? [] : null,
    ),
    trick: view.trick.map((p) => ({ ...p, card: cardOf(p.card) })),
    lastTrick: view.lastTrick && {
      cards: view.lastTrick.cards.map((p) => ({ ...p, card: cardOf(p.card) })),
      winner: view.lastTrick.winner,
    },
    taken: view.taken.map((t) => t.map(cardOf)),
    laidAside: dealt.laidAside,
    tricks: [...view.tricks],
    marriages: [...view.marriages],
    mustLead: view.mustLead?.map(cardOf) ?? null,
    scores: [...view.scores],
    roundScores: view.roundScores && [...view.roundScores],
    winners: [...view.winners],
  };
}

const suitIndex = (s: string | null): number => (s === null ? -1 : 'SHDC'.indexOf(s));

/**
 * Whether the seat's own card at `i` is face up: its own hand lists every card, its face-up
 * ones again in `faceUp` (in hand order), so the copies are matched in order.
 */
function shownFirst(view: PlayerView, seat: number, i: number): boolean {
  const hand = view.hands[seat] ?? [];
  const faceUp = view.faceUp[seat] ?? [];
  // Walk the hand, matching face-up codes in order; a card is up when it is the next match.
  let k = 0;
  for (let j = 0; j <= i && k < faceUp.length; j++) {
    if (hand[j] === faceUp[k]) {
      if (j === i) return true;
      k++;
    }
  }
  return false;
}
