/** The table's words: events and bots' reasons as tokens, for one reader. */

export { adviceLine, moveWords, narrateAdvice } from './advice';
export { cardText, cardWords, rankLabel, SUIT_SYMBOL } from './cardWords';
export { narrateEvent } from './events';
export type { PassingWords } from './passing';
export { catchBeforeLooking, narratePassing } from './passing';
export type { Prompt } from './prompt';
export { tablePrompt } from './prompt';
export type { Clause, ClauseKey, Reason } from './reasons';
export { clauseWords, isPublic, isReason, narrateReason, PUBLIC_CLAUSES } from './reasons';
export type { Narrator, Token } from './tokens';
export { callWords, card, cards, line, plain, plural, seatList, spoken, text } from './tokens';

/** The words of a bot's chant, said in one place. */
export const CHANT_WORDS = 'Nearly KAPAGA!';
