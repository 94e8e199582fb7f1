/** A bot's answer and a bot (module.ts re-exports these). */
import type { Token } from '../lib/tokens';

/** A bot's answer: an action (null off turn: "nothing now") and why, in words. */
export interface Decision<A> {
  action: A | null;
  /** One short sentence, shown beside the move. */
  reason: readonly Token[];
  /** Longer reasoning, line by line, for "Understand the move" (optional). */
  detail?: readonly (readonly Token[])[];
  /**
   * The game's own account of the decision, plain JSON (optional): what its own table makes
   * its words from (Kapaga's reasons, with clauses only open hands may read). The platform
   * carries it untouched, through workers too.
   */
  why?: unknown;
  /**
   * What the bot says aloud as it makes the move (table talk, no rule behind it: Kapaga's
   * "Nearly KAPAGA!"), for its table to show by its seat while the move is the last one;
   * absent: nothing.
   */
  say?: readonly Token[];
}

/** A bot for one seat: it sees that seat's view and actions and nothing else. */
export interface Bot<V, A> {
  decide(view: V, legal: readonly A[]): Decision<A>;
}
