/**
 * Words for Cap-It's demos and lesson as tokens (src/lib/tokens.ts): text, and cards the
 * platform renders with their faces' labels ("7♥") and names for the ear.
 */
import { cardToken, cardTokens } from '../../../kit/cardWords';
import { line, plain, type Token } from '../../../lib/tokens';

export type { Token };
export { line, plain };

/** A card as a token: "7♥" for the eye, "seven of hearts" for the ear. */
export const card = cardToken;

/** Several cards, as laid: "7♥ 7♠ Joker". */
export const cards = (codes: readonly string[]): Token[] => cardTokens(codes);
