/**
 * What a game wrote before the table read it (its own screens' links and files), read as
 * the table's (module.ts `older`): a match to replay, rules to play by. Each reader says
 * null for what is not its own format (the table then reads its own), else what it holds
 * or, in a player's words, why it cannot be read.
 */
import type { Result } from '../lib/result';

/**
 * What the table says of a link it cannot read (platform/share.ts): a game's own older
 * readers say the same of theirs.
 */
export const BROKEN_LINK =
  "This link's rules could not be read (it may be cut, or made by a newer version of the game): your own rules are unchanged. Ask for the link again.";
export const BROKEN_REPLAY =
  'This match could not be read (the link or file may be cut or damaged): nothing of yours has changed. Ask for it again.';
export const BROKEN_LAB =
  'This lab link could not be read (it may be cut, or made by a newer version of the game): nothing of yours has changed. Ask for the link again.';

/** The most deals or matches a comparison plays (the lab's, platform/lab/spec.ts). */
export const LAB_MAX_ROUNDS = 20_000;

/**
 * The name of a game the table knows by its id (undefined: none it knows): how an older
 * reader says where another game's file or link opens.
 */
export type GameName = (id: string) => string | undefined;

/** A match in a game's own older format; `P`: who plays a seat (module.ts Player). */
export interface OlderMatch<R, A, P = unknown> {
  seed: number;
  /** The rules it was dealt under (the fields changed from the game's defaults are enough). */
  rules: Partial<R>;
  /** The seats by name (whether a person or a bot played each was not kept). */
  names: readonly string[];
  /** Its actions in order, 'next-round' between two rounds. */
  actions: readonly (A | 'next-round')[];
  /** Who played each seat, when it was kept (a save keeps it; a replay does not). */
  players?: readonly P[];
  /** The expert's hints each seat was shown, over the match and this round (a save's). */
  hints?: { match: readonly number[]; round: readonly number[] };
}

/** What a game's own screens kept on this device, as the table keeps it. */
export interface OlderSaves<R, A, P = unknown> {
  /** The match on the table. */
  match: OlderMatch<R, A, P> | null;
  /** The match of people set aside while the bots played. */
  aside: OlderMatch<R, A, P> | null;
  /** Matches of people left unfinished, each with when it was left (ms since 1970). */
  left: readonly { at: number; match: OlderMatch<R, A, P> }[];
  /** The house rules chosen for the next match (the fields changed), if any were. */
  rules: Partial<R> | null;
  /**
   * The keys of a match kept there that cannot be read (damaged, or made by a version that
   * cannot be read here): left where they are, for the table to say so and keep aside.
   */
  unreadable?: readonly string[];
}

/** A finished match in a game's own older history. */
export interface OlderFinished<P = unknown> {
  /** When it ended (ms since 1970). */
  at: number;
  names: readonly string[];
  scores: readonly number[];
  winners: readonly number[];
  /** Who played each seat, when it was kept. */
  players?: readonly P[];
  /** The seats people played, when it was kept. */
  people?: readonly number[];
  /** The expert's hints each seat was shown, when kept. */
  hints?: readonly number[];
  /** The rules it was played under: a preset's id, or "custom". */
  rules?: string;
  /** Per round, the points each seat took. */
  rounds?: readonly (readonly number[])[];
}

export interface Older<R, A, P = unknown> {
  /** A link's `replay=` code of its own (Kapaga's `r1.`), with what the link brings beside it. */
  replay?(code: string, link: URLSearchParams): Result<OlderMatch<R, A, P>> | null;
  /** A link's `rules=` code of its own (Kapaga's `k2.`): the rules, and the deal it brings. */
  rules?(code: string): Result<{ rules: Partial<R>; seed?: number }> | null;
  /**
   * A link's `lab=` code of its own (Kapaga's `l1.`, `l2.`): the comparison as the table's own
   * lab link carries it, at most LAB_MAX_ROUNDS (which the table checks as strictly as its own).
   */
  lab?(code: string): Result<unknown> | null;
  /** A replay file's text of its own (Kapaga's record text). */
  file?(text: string): Result<OlderMatch<R, A, P>> | null;
  /**
   * What its own screens kept on this device (each key read through `read`): what cannot be
   * read is left out, and left where it is.
   */
  saves?(read: (key: string) => string | null): OlderSaves<R, A, P>;
  /**
   * A history file of its own, parsed (Kapaga's `{ kapaga: 'history' }`, `{ game, kind, v: 2 }`):
   * the matches it holds, and how many could not be read; null: not its own format (the table
   * reads its own), else why it cannot be read, in a player's words.
   */
  historyFile?(
    file: unknown,
  ): Result<{ matches: readonly OlderFinished<P>[]; unreadable: number }> | null;
  /**
   * Its own history of finished matches on this device (what cannot be read left out, and
   * left where it is); empty where there is none.
   */
  history?(): Promise<readonly OlderFinished<P>[]>;
}
