/**
 * A game's links and files from before the table read them (GameModule.older), as the
 * table's: its readers loaded when a link or a file needs them, a match as a record whose
 * seats go by name (who played them was not kept: each reads as a person's).
 */
import type { Older, OlderFinished, OlderMatch, Player } from '../games/module';
import { type AnyModule, gameName } from '../games/registry';
import { keepDamaged } from './damaged';
import type { Finished } from './history';
import { key, LEFT, rawAt, read, type Storage, write } from './kept';
import { defaultPlan, isPlan } from './plan';
import type { MatchRecord } from './record';

/** The game's older readers (null: it has none). */
export const olderOf = async (m: AnyModule): Promise<Older<unknown, unknown, Player> | null> =>
  m.older ? m.older(gameName) : null;

/** A seat by its name, and who played it when that was kept (else a person). */
const seatOf = (name: string, p: Player | undefined) =>
  p?.kind === 'bot' && p.level
    ? { kind: 'bot' as const, level: p.level, name }
    : { kind: 'person' as const, name };

export const recordOfOlder = (
  m: AnyModule,
  o: OlderMatch<unknown, unknown, Player>,
): MatchRecord => ({
  game: m.info.id,
  v: m.version,
  seed: o.seed,
  rules: { ...o.rules },
  seats: o.names.map((name, i) => seatOf(name, o.players?.[i])),
  actions: [...o.actions],
  ...(o.hints && { hints: [...o.hints.match], hintsRound: [...o.hints.round] }),
});

/** A finished match of a game's own older history, as the table keeps one (history.ts). */
export const finishedOfOlder = (o: OlderFinished<Player>): Finished => ({
  at: o.at,
  names: [...o.names],
  scores: [...o.scores],
  winners: [...o.winners],
  ...(o.players && { seats: o.names.map((name, i) => seatOf(name, o.players?.[i])) }),
  ...(o.people && { people: [...o.people] }),
  ...(o.hints && { hints: [...o.hints] }),
  ...(o.rules !== undefined && { rules: o.rules }),
  ...(o.rounds && { rounds: o.rounds.map((r) => [...r]) }),
});

/**
 * Once per game on this device: what its own screens kept (the match on the table, one set
 * aside, matches left unfinished, the house rules chosen) becomes the table's, where the
 * table keeps none of its own yet. The game's own keys stay as they were; a browser that
 * refuses a write is asked again next time. A match kept there that cannot be read is kept
 * aside too (with the table's damaged saves, damaged.ts): what to say of
 * it comes back, in a player's words (null: nothing to say).
 */
export async function carrySaves(m: AnyModule, storage: Storage | null): Promise<string | null> {
  if (!storage || !m.older || read(storage, key(m, 'carried')) === true) return null;
  const saves = (await m.older(gameName)).saves?.((k) => rawAt(storage, k));
  if (!saves) return null;
  const none = (what: string) => read(storage, key(m, what)) === null;
  const damaged = (saves.unreadable ?? []).flatMap((k) => rawAt(storage, k) ?? []);
  // Each kept aside with the table's damaged saves (once: the same text is kept once).
  for (const text of damaged) keepDamaged(m, storage, text, 'older');
  const problems = [
    saves.match && none('match') && write(storage, key(m, 'match'), recordOfOlder(m, saves.match)),
    saves.aside && none('aside') && write(storage, key(m, 'aside'), recordOfOlder(m, saves.aside)),
    saves.left.length > 0 &&
      none('left') &&
      write(
        storage,
        key(m, 'left'),
        saves.left.slice(-LEFT).map((l) => ({ at: l.at, record: recordOfOlder(m, l.match) })),
      ),
    saves.rules &&
      !isPlan(m, read(storage, key(m, 'plan'))) &&
      write(storage, key(m, 'plan'), { ...defaultPlan(m), rules: saves.rules }),
  ];
  if (problems.every((p) => !p)) write(storage, key(m, 'carried'), true);
  return damaged.length
    ? `A match kept by an earlier version of ${m.info.name} could not be read (it may be damaged, or made by a newer version). It is kept aside; your settings are unchanged.`
    : null;
}
