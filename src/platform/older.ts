/**
 * A game's links and files from before the table read them (GameModule.older), as the
 * table's: its readers loaded when a link or a file needs them, a match as a record whose
 * seats go by name (who played them was not kept: each reads as a person's).
 */
import type { Older, OlderMatch } from '../games/module';
import type { AnyModule } from '../games/registry';
import type { MatchRecord } from './record';

/** The game's older readers (null: it has none). */
export const olderOf = async (m: AnyModule): Promise<Older<unknown, unknown> | null> =>
  m.older ? m.older() : null;

export const recordOfOlder = (m: AnyModule, o: OlderMatch<unknown, unknown>): MatchRecord => ({
  game: m.info.id,
  v: m.version,
  seed: o.seed,
  rules: { ...o.rules },
  seats: o.names.map((name) => ({ kind: 'person', name })),
  actions: [...o.actions],
});
