/**
 * Words of La Krap's teaching (demos, lesson) as tokens: a card by its code as the table
 * writes and speaks it (the sheet and the jokers by their names), and a line of parts.
 */
import { cardToken } from '../words';

export { line } from '../../../lib/tokens';

/** A card of La Krap (L2) as a token, in the table's words: `7H` "7♥", `BL` "Sheet". */
export const card = cardToken;
