/**
 * A game's rules config and its own table settings: flat fields with their checker and
 * their words (part of the module interface, `module.ts`, which exports these too).
 */
import type { FieldSpec } from '../lib/fields';
import type { Result } from '../lib/result';

/** A rules field in words: what the editor, the rules card, the lab and demos show. */
export interface FieldText {
  label: string;
  /** One line saying what it does. */
  line: string;
  /** A tiny example. */
  example: string;
  /** Names of the values (enum fields), by String(value). */
  options?: Readonly<Record<string, string>>;
  /** A list field's value in words ("two sets of 3; a set of 3 and a run of 4"). */
  say?(value: unknown): string;
  /**
   * A list field's parts as the editor labels them: the item ("Round"), and a record's
   * fields with the names of their values.
   */
  parts?: {
    item: string;
    /** A list inside the list: what one of its items is called ("Meld"). */
    inner?: string;
    fields?: Readonly<
      Record<string, { label: string; options?: Readonly<Record<string, string>> }>
    >;
  };
}

/** Rules fields shown together under a title (the rules editor's boxes). */
export interface RulesGroup<R> {
  id: string;
  title: string;
  fields: readonly (keyof R & string)[];
}

/** What a set of rules means for a table: a combination no deal can start, or a field idle. */
export interface RulesNote<R> {
  field: keyof R & string;
  /** `error`: no match can start (Start is blocked, with this reason); `note`: it may. */
  level: 'error' | 'note';
  /** In a player's words, beside the field. */
  message: string;
}

/** A game's rules config: flat fields with their checker and their words. */
export interface RulesConfig<R> {
  defaults: R;
  /**
   * The defaults at a table of `players`, where one depends on it (La Krap's rounds: twice
   * the players); absent: `defaults` at every size. The engine's `newGame` gives the same.
   */
  defaultsFor?(players: number): R;
  fields: Readonly<Record<keyof R & string, FieldSpec>>;
  /** Own keys only, each checked; anything else a message naming what is wrong. */
  resolve(x: unknown): Result<R>;
  text: Readonly<Record<keyof R & string, FieldText>>;
  /**
   * The editor's boxes, every field in exactly one (optional: without them the fields are
   * one list in their own order).
   */
  groups?: readonly RulesGroup<R>[];
  /**
   * What `rules` mean for a table of `players` (optional: none when absent). The engine
   * owns it: its errors are the combinations `newGame` refuses; its notes, fields that
   * change nothing with the others as they are.
   */
  check?(rules: R, players: number): readonly RulesNote<R>[];
  /**
   * Named rule sets a table may start from (optional), the first the defaults: the setup
   * offers them as the table's rules, the rules lab for A and B (comparing the first two at
   * first). `rules`: fields changed; `line`: what it plays like, in one line.
   */
  presets?: readonly { id: string; name: string; line?: string; rules: Partial<R> }[];
  /**
   * Fields that act only over a whole match (its length, how it ends): the rules lab says
   * first rounds never see them, and compares house rules with one in whole matches.
   */
  matchFields?: readonly (keyof R & string)[];
}

/**
 * A game's own table settings (Kapaga's hand order, its playable cards marked): flat fields
 * with their words. The platform shows them beside its own settings, keeps them per game on
 * the device (a damaged value falls back field by field) and hands them to the game's table
 * (TableProps.prefs).
 */
export interface PrefsConfig<P> {
  defaults: P;
  fields: Readonly<Record<keyof P & string, FieldSpec>>;
  text: Readonly<Record<keyof P & string, FieldText>>;
  /**
   * Where this game kept these settings before the table did (its own screen's key on the
   * device), if it did: a field the table has not kept yet is read from there, checked alike,
   * so a setting made there is never lost.
   */
  before?: string;
}
