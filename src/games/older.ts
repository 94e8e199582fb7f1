/**
 * What a game wrote before the table read it (its own screens' links and files), read as
 * the table's (module.ts `older`): a match to replay, rules to play by. Each reader says
 * null for what is not its own format (the table then reads its own), else what it holds
 * or, in a player's words, why it cannot be read.
 */
import type { Result } from '../lib/result';

/** A match in a game's own older format. */
export interface OlderMatch<R, A> {
  seed: number;
  /** The rules it was dealt under (the fields changed from the game's defaults are enough). */
  rules: Partial<R>;
  /** The seats by name (whether a person or a bot played each was not kept). */
  names: readonly string[];
  /** Its actions in order, 'next-round' between two rounds. */
  actions: readonly (A | 'next-round')[];
}

export interface Older<R, A> {
  /** A link's `replay=` code of its own (Kapaga's `r1.`), with what the link brings beside it. */
  replay?(code: string, link: URLSearchParams): Result<OlderMatch<R, A>> | null;
  /** A link's `rules=` code of its own (Kapaga's `k2.`): the rules, and the deal it brings. */
  rules?(code: string): Result<{ rules: Partial<R>; seed?: number }> | null;
  /** A replay file's text of its own (Kapaga's record text). */
  file?(text: string): Result<OlderMatch<R, A>> | null;
}
