/**
 * The parts of a session (session.ts) that stand beside the match: the plan of the next
 * match with the rules a link brings, the history of finished matches, and the game's own
 * table settings. Each is written over the session's own `set` and `get`, as zustand's
 * slices are.
 */
import type { AnyModule } from '../games/registry';
import { fieldOk } from '../lib/fields';
import { isRecord } from '../lib/result';
import { type Archive, ArchiveError, type Progress } from './archive';
import {
  aged,
  decodeFinished,
  type Finished,
  historyEntries,
  mergedWords,
  parsed,
  sameMatch,
  wrongFinished,
} from './history';
import { key, read, type Storage, write } from './kept';
import { finishedOfOlder, olderOf } from './older';
import { type Plan, people, seatNames } from './plan';
import { type MatchRecord, roundsOf } from './record';
import { rulesName } from './share';

type Rules = Record<string, unknown>;
type Set<T> = (p: Partial<T> & { problem?: string | null }) => void;

/**
 * Which tab plays the match (tabs.ts guardMatch): `owner` (this one; it plays and saves),
 * `waiting` (a reload's moment: its old page lets it go), `other` (another tab had it
 * first), `taken` (another tab took it over), `claiming` (taking it over now).
 */
export type TabRole = 'owner' | 'waiting' | 'other' | 'taken' | 'claiming';

/** The next match as planned, and rules a link brought (asked about before they are used). */
export interface PlanPart {
  plan: Plan;
  /**
   * Rules a link brought, shown in the setup in place of the plan's: the person's own are
   * kept (saved) until a match starts with these.
   */
  draft: Rules | null;
  /** Rules a link brought that differ from the plan's: the setup asks before using them. */
  linked: Rules | null;
  setPlan(p: Plan): void;
  /** The setup's rules: the draft's while there is one, else the plan's. */
  setRules(r: Rules): void;
  /** A link's rules: asked about if they differ from the plan's. */
  offer(r: Rules): void;
  /** Yes: the link's rules go into the setup as a draft; no: they are dropped. */
  answer(use: boolean): void;
  /** Back to the person's own rules. */
  dropDraft(): void;
}

export function planPart(
  m: AnyModule,
  storage: Storage | null,
  plan: Plan,
  set: Set<PlanPart>,
  get: () => PlanPart,
): PlanPart {
  return {
    plan,
    draft: null,
    linked: null,
    setPlan(given) {
      const p = { ...given, seats: seatNames(given.seats) };
      set({ plan: p });
      const problem = write(storage, key(m, 'plan'), p);
      if (problem) set({ problem });
    },
    setRules(rules) {
      const { draft, plan } = get();
      if (draft) set({ draft: rules });
      else get().setPlan({ ...plan, rules });
    },
    offer(rules) {
      const mine = m.rules.resolve(get().plan.rules);
      const theirs = m.rules.resolve(rules);
      if (!theirs.ok) return;
      const same = mine.ok && JSON.stringify(mine.value) === JSON.stringify(theirs.value);
      set({ linked: same ? null : rules });
    },
    answer(use) {
      const { linked } = get();
      set({ linked: null, draft: use && linked ? linked : get().draft });
    },
    dropDraft() {
      set({ draft: null });
    },
  };
}

/** The game's own table settings (GameModule.prefs): none when it brings none. */
export interface PrefsPart {
  prefs: Readonly<Record<string, unknown>>;
  /** Set one field (a value its field does not allow changes nothing); kept on this device. */
  setPref(field: string, value: unknown): void;
}

/**
 * The game's table settings kept on this device, field by field: one the table has not kept
 * (or kept damaged) is the game's older one (PrefsConfig.before) when good, else its default.
 */
export function keptPrefs(m: AnyModule, storage: Storage | null): Record<string, unknown> {
  const c = m.prefs;
  if (!c) return {};
  const kept = read(storage, key(m, 'prefs'));
  const older = c.before ? read(storage, c.before) : null;
  const out: Record<string, unknown> = {};
  for (const [k, spec] of Object.entries(c.fields)) {
    const v = isRecord(kept) ? kept[k] : undefined;
    const was = isRecord(older) ? older[k] : undefined;
    out[k] = fieldOk(spec, v) ? v : fieldOk(spec, was) ? was : c.defaults[k];
  }
  return out;
}

export function prefsPart(
  m: AnyModule,
  storage: Storage | null,
  set: Set<PrefsPart>,
  get: () => PrefsPart,
): PrefsPart {
  return {
    prefs: keptPrefs(m, storage),
    setPref(field, value) {
      const spec = m.prefs?.fields[field];
      if (!spec || !fieldOk(spec, value)) return;
      const prefs = { ...get().prefs, [field]: value };
      set({ prefs });
      const problem = write(storage, key(m, 'prefs'), prefs);
      if (problem) set({ problem });
    },
  };
}

/** This game's finished matches on this device (archive.ts keeps them). */
export interface HistoryPart {
  /** Per finished match of this game: the seats and totals (this device only), oldest first. */
  history: Finished[];
  /** Whether the kept history has been read yet (it is read as the table opens). */
  historyRead: boolean;
  /** Matches kept that could not be read: left out of the history (not lost) till let go. */
  historyDamaged: number;
  /** Lets them go (the person asked). */
  dropDamagedHistory(): Promise<void>;
  /** Lets one finished match go (the person asked), a wrong one too. */
  removeFinished(f: Finished): Promise<void>;
  /**
   * A history file's matches added to this game's (each read strictly: one that cannot be
   * is left out and counted; none kept is lost or replaced): what was done, or why nothing
   * was, in a player's words. `progress` hears how far a long file is.
   */
  importHistory(text: string, progress?: Progress): Promise<string>;
  /** The history as kept now (another tab may have added to it). */
  readHistory(): Promise<void>;
  /** A match just finished, in the history at once and kept by the archive. */
  keepFinished(f: Finished): void;
}

/** The file's matches read a slice at a time: the page breathes between two. */
const SLICE = 5000;

export function historyPart(
  archive: Archive,
  m: AnyModule,
  set: Set<HistoryPart>,
  get: () => HistoryPart,
): HistoryPart {
  // The names a match's rules may have in a file: the game's presets, standard, custom.
  const ruleNames = [...(m.rules.presets ?? []).map((p) => p.id), 'standard', 'custom'];
  // Matches kept by this tab: a read begun before one was may have missed it, and is read again.
  let kept = 0;
  const readHistory = async (): Promise<void> => {
    const before = kept;
    try {
      const history = await archive.all();
      if (before !== kept) return readHistory();
      set({ history, historyRead: true, historyDamaged: archive.damaged() });
    } catch (e) {
      set({ historyRead: true, problem: said(e) });
    }
  };
  return {
    history: [],
    historyRead: false,
    historyDamaged: 0,
    readHistory,
    async dropDamagedHistory() {
      try {
        await archive.dropDamaged();
        set({ historyDamaged: 0 });
      } catch (e) {
        set({ problem: said(e) });
      }
    },
    async removeFinished(f) {
      kept++;
      set({ history: get().history.filter((h) => sameMatch(h) !== sameMatch(f)) });
      try {
        await archive.remove(f);
      } catch (e) {
        set({ problem: said(e) });
      }
    },
    keepFinished(f) {
      kept++;
      set({ history: aged([...get().history, f], archive.cap) });
      archive.add(f).catch((e: unknown) => set({ problem: said(e) }));
    },
    async importHistory(text, progress) {
      // Every reader answers in words; a throw all the same (a bug) ends the import, said.
      try {
        return await importing(text, progress);
      } catch {
        return 'This file could not be read: nothing was added.';
      }
    },
  };

  async function importing(text: string, progress?: Progress): Promise<string> {
    const file = await fileMatches(m, ruleNames, () => get().history, text, progress);
    if (typeof file === 'string') return file;
    kept++;
    try {
      const merged = await archive.join(file.entries, progress);
      set({ history: merged.history, historyRead: true });
      return mergedWords(merged, file.left);
    } catch (e) {
      return `${said(e)} Nothing was added.`;
    }
  }
}

/**
 * A history file's matches of game `m` (each read strictly), and how many were left out;
 * or why the file was not read, in words.
 */
async function fileMatches(
  m: AnyModule,
  ruleNames: readonly string[],
  history: () => readonly Finished[],
  text: string,
  progress?: Progress,
): Promise<string | { entries: Finished[]; left: number }> {
  const game = m.info.id;
  // A file of the game's own, from before the table's, else the table's (parsed once:
  // a big file takes a while).
  const body = parsed(text);
  const own = (await olderOf(m))?.historyFile?.(body) ?? null;
  if (own && !own.ok) return own.error.message;
  const file = own
    ? { ok: true as const, entries: own.value.matches.map(finishedOfOlder) }
    : historyEntries(game, body);
  if (!file.ok) return file.message;
  const all = file.entries;
  const unreadable = own?.ok ? own.value.unreadable : 0;
  const entries: Finished[] = [];
  // A match already here is not added again: only the others are checked as they are added.
  const here = new Set(history().map(sameMatch));
  for (let i = 0; i < all.length; i += SLICE) {
    progress?.(i, all.length);
    for (const e of all.slice(i, i + SLICE)) {
      const read = decodeFinished(game, e, ruleNames);
      // Checked against the game as it is added: a wrong one is left out and counted.
      if (read && (here.has(sameMatch(read)) || wrongFinished(m, read) === null))
        entries.push(read);
    }
    await breathe();
  }
  return { entries, left: all.length - entries.length + unreadable };
}

const breathe = () => new Promise<void>((r) => setTimeout(r, 0));

/** A match just over (`game`, where `record` led), as the history keeps it. */
export function finishedOf(m: AnyModule, record: MatchRecord, game: unknown): Finished {
  const st = m.engine.status(game);
  return {
    at: Date.now(),
    names: record.seats.map((s) => s.name),
    scores: [...st.scores],
    winners: [...st.winners],
    // What the stats count: people against bots of which level, or pass and play.
    seats: record.seats.map((s) => ({ ...s })),
    people: people(record.seats),
    record,
    ...(record.hints ? { hints: [...record.hints] } : {}),
    rules: rulesName(m, record.rules),
    rounds: roundsOf(m, record),
  };
}

/** An archive's refusal in its words; anything else as a storage that failed. */
const said = (e: unknown) =>
  e instanceof ArchiveError
    ? e.message
    : 'This browser would not keep the history (storage is full or blocked).';
