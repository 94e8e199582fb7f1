/**
 * Words of La Krap's teaching (demos, lesson) as tokens: a card by its code as the table
 * writes and speaks it (the sheet and the jokers by their names), and a line of parts.
 */
import { cardLabel, cardName, parseCard as kitParse } from '../../../kit/cards';
import type { Token } from '../../../lib/tokens';

export { line } from '../../../lib/tokens';

type CardToken = Extract<Token, { kind: 'card' }>;

/** A card of La Krap (L2) as a token: `7H` "7♥", `JB` "Black joker", `BL` "Sheet". */
export function card(code: string): CardToken {
  if (code === 'BL') return { kind: 'card', code, text: 'Sheet', spoken: 'the sheet' };
  const c = kitParse(code, true);
  if (c === null) return { kind: 'card', code, text: '?', spoken: 'a hidden card' };
  return { kind: 'card', code, text: cardLabel(c), spoken: cardName(c) };
}
