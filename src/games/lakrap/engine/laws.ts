/**
 * The rules' named hooks (L4-L15), read by the contract and mirrored by the flat engine:
 * the game an indicator sets, a card's suit, what a card does to a trick, who wins it,
 * the teams, the score.
 */

import { rankOf } from '../../../kit/cards';
import {
  BLACK_JOKER,
  type Card,
  isJokerCard,
  isTwo,
  JOKER,
  POWER,
  RED_JOKER,
  SHEET,
} from './cards';
import type { GameKind, Played } from './state';

/** L4: a face-up card's team: 0 red, 1 black, 2 the jokers (the sheet too). */
export function colourOf(c: Card): number {
  if (isJokerCard(c) || c === SHEET) return 2;
  const s = c & 3;
  return s === 1 || s === 2 ? 0 : 1;
}

/** L4: team ids (a team's lowest seat) from colours; all one colour: each seat alone. */
export function teamsOf(colours: readonly number[]): number[] {
  const first = colours[0];
  if (colours.every((c) => c === first)) return colours.map((_, s) => s);
  return colours.map((c) => colours.indexOf(c));
}

/** Every seat its own team. */
export const alone = (players: number): number[] => Array.from({ length: players }, (_, s) => s);

/**
 * L5: the game the turned cards set: jokers multiply and turn again; the last card sets
 * trumps (A-J, a 2), a null game (9-7: the jokers of its suit) or, the sheet, a null game
 * in which the jokers are sheets. Null while only jokers are turned.
 */
export function kindOf(indicators: readonly Card[]): GameKind | null {
  let multiplier = 1;
  for (const c of indicators) {
    if (c === RED_JOKER) multiplier *= 4;
    else if (c === BLACK_JOKER) multiplier *= 2;
    else if (c === SHEET) return { trump: -1, null: true, jokerSuit: -1, sheets: true, multiplier };
    else {
      const nine = POWER[c] ?? 0;
      // 9, 8, 7 are powers 3, 2, 1; the 2 (power 0) and A-J set trumps.
      const isNull = nine >= 1 && nine <= 3;
      const suit = c & 3;
      return {
        trump: isNull ? -1 : suit,
        null: isNull,
        jokerSuit: suit,
        sheets: false,
        multiplier,
      };
    }
  }
  return null;
}

/** L6, L12: the sheet, and every joker in a `BL` game. */
export const isSheet = (k: GameKind, c: Card): boolean =>
  c === SHEET || (k.sheets && isJokerCard(c));

/** L6: a card's suit for following, a 2 and winning; -1 for none (a sheet). */
export function suitIn(k: GameKind, c: Card): number {
  if (c === SHEET) return -1;
  if (isJokerCard(c)) return k.sheets ? -1 : k.jokerSuit;
  return c & 3;
}

/** L9: the led suit: the suit of the first live card; -1 with no live card. */
export function ledSuit(k: GameKind, trick: readonly Played[]): number {
  for (const p of trick) if (p.live) return suitIn(k, p.card);
  return -1;
}

/**
 * L10-L12: `card` joins the trick; what it cancels leaves (its `live` turns false). A card
 * that cancelled others is not live either, so it can never be cancelled (L12).
 */
export function addToTrick(k: GameKind, trick: Played[], seat: number, card: Card): void {
  let last = -1;
  for (let i = trick.length - 1; i >= 0; i--)
    if (trick[i]?.live) {
      last = i;
      break;
    }
  if (isSheet(k, card)) {
    // L12: every live card but the last leaves, and the sheet with them.
    for (let i = 0; i < last; i++) {
      const p = trick[i];
      if (p) p.live = false;
    }
    trick.push({ seat, card, live: false });
    return;
  }
  if (isTwo(card)) {
    // L11: the last live card, of the 2's suit, leaves with it; else it stays, lowest.
    const p = trick[last];
    const cancels = p !== undefined && suitIn(k, p.card) === (card & 3);
    if (p && cancels) p.live = false;
    trick.push({ seat, card, live: !cancels });
    return;
  }
  // L10: its twin, live in the trick, leaves with it.
  const twin = trick.find((p) => p.live && p.card === card);
  if (twin) twin.live = false;
  trick.push({ seat, card, live: twin === undefined });
}

/** L13: the trick's winner: the highest live trump, else of the led suit; dead: its leader. */
export function winnerOf(k: GameKind, trick: readonly Played[]): number {
  const led = ledSuit(k, trick);
  if (led < 0) return trick[0]?.seat ?? 0;
  let best: Played | null = null;
  let bestTrump = false;
  for (const p of trick) {
    if (!p.live) continue;
    const s = suitIn(k, p.card);
    const trump = k.trump >= 0 && s === k.trump;
    if (!trump && (bestTrump || s !== led)) continue;
    if (best === null || (trump && !bestTrump) || (POWER[p.card] ?? 0) > (POWER[best.card] ?? 0)) {
      best = p;
      bestTrump = trump;
    }
  }
  return best?.seat ?? trick[0]?.seat ?? 0;
}

/**
 * L15: each seat's points: its team's squares and 5 per marriage, times the seats not in
 * the team, times the multipliers; negative in a null game.
 */
export function roundPoints(
  k: GameKind,
  teams: readonly number[],
  tricks: readonly number[],
  marriages: readonly number[],
): number[] {
  const n = teams.length;
  return teams.map((t) => {
    let sum = 0;
    let size = 0;
    for (let s = 0; s < n; s++)
      if (teams[s] === t) {
        const k2 = tricks[s] ?? 0;
        sum += k2 * k2 + 5 * (marriages[s] ?? 0);
        size++;
      }
    // + 0: a null game's nothing is 0, not -0.
    return (k.null ? -1 : 1) * sum * (n - size) * k.multiplier + 0;
  });
}

/** L14: a K or Q of the suit. */
export const isHonour = (c: Card, suit: number): boolean =>
  c < JOKER && (c & 3) === suit && (rankOf(c) === 11 || rankOf(c) === 12);
