/**
 * Words for Cap-It's demos and lesson as tokens (src/lib/tokens.ts): text, and cards the
 * platform renders with their faces' labels ("7♥") and names for the ear.
 */
import { cardLabel, cardName } from '../../../kit/cards';
import { line, plain, type Token } from '../../../lib/tokens';
import { codeCard } from '../engine';

export type { Token };
export { line, plain };

/** A card as a token: "7♥" for the eye, "seven of hearts" for the ear. */
export function card(code: string): Token {
  const c = codeCard(code);
  return c === null
    ? { kind: 'text', text: code }
    : { kind: 'card', code, text: cardLabel(c), spoken: cardName(c) };
}

/** Several cards, as laid: "7♥ 7♠ Joker". */
export function cards(codes: readonly string[]): Token[] {
  return codes.flatMap((c, i) => (i === 0 ? [card(c)] : [{ kind: 'text', text: ' ' }, card(c)]));
}
