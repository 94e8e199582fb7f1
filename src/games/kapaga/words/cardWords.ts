/** A card as the table writes and says it. */
import { cardLabel, cardName, parseCard } from '../engine';

/** "7H" -> "seven of hearts" (the engine's cardName), for screen readers. */
export const cardWords = (code: string): string => {
  const c = parseCard(code);
  return c === null ? code : cardName(c);
};

/** "7H" -> "7♥", as the table writes a card. */
export const cardText = (code: string): string => {
  const c = parseCard(code);
  return c === null ? code : cardLabel(c);
};

export const SUIT_SYMBOL: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };
export const rankLabel = (r: string): string => (r === 'T' ? '10' : r);
