/**
 * One match of any game on the table: a vanilla zustand store over a game module. It
 * keeps the match as a record (saved on every action, resumed on reload), the game state
 * the record leads to, the log in words, the bots' last decisions, and in pass and play
 * which person holds the device. Every rule is the module's; this file only sequences.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Decision } from '../games/module';
import type { AnyModule } from '../games/registry';
import { whoActs } from '../kit/loop';
import { type Archive, archiveFor } from './archive';
import { reopenAside, reopenKept } from './damaged';
import type { Finished } from './history';
import { keepLeft, keptLeft, key, type Left, read, type Storage, UNSAVED, write } from './kept';
import { unfinished } from './leaving';
import { dealtLines, type Logged, type LogLine, lineOf, replayLogged } from './log';
import { holderAfter, keepingAfterTurn, unseenAfter } from './passing';
import { defaultPlan, isPlan, lone, narrator, people, tableNames } from './plan';
import { type MatchRecord, turnStart, withActions, withRound } from './record';
import { keepSaid, keptSaid } from './said';
import {
  finishedOf,
  type HistoryPart,
  historyPart,
  type PlanPart,
  type PrefsPart,
  planPart,
  prefsPart,
  type TabRole,
} from './sessionParts';

export { defaultPlan, narrator, type Plan, people, YOU } from './plan';
export type { Finished, LogLine, TabRole };
export { key, type Storage };

/** The match itself; the plan and the history are parts of their own (sessionParts.ts). */
export interface SessionState extends PlanPart, HistoryPart, PrefsPart {
  module: AnyModule;
  record: MatchRecord | null;
  /**
   * A match of people put aside while the bots play one (watching never replaces it): kept
   * (after a reload too) until `backToMatch` brings it back.
   */
  aside: MatchRecord | null;
  /** Back to the match put aside: the bots' match is let go. */
  backToMatch(): void;
  /** Matches of people replaced unfinished by another, kept to watch again (latest last). */
  left: Left[];
  game: unknown | null;
  /** Each round scored so far, its points per seat (TableProps.rounds), from the record. */
  rounds: readonly (readonly number[])[];
  log: LogLine[];
  decisions: (Decision<unknown> | null)[];
  /** Pass and play: the person seat whose screen shows; null while the device is handed on. */
  holder: number | null;
  /**
   * Pass and play: per seat, a person who has not seen their own cards since the table
   * changed them (passing.ts): what is against them is withheld till they have.
   */
  unseen: boolean[];
  /** What went wrong last, in a player's words (a refused action, an unreadable save). */
  problem: string | null;
  /** The match could not be saved (storage full or blocked): said till a save works again. */
  unsaved: string | null;
  /** Watching bots only: paused, and the actions the bots may still take paused (Step). */
  watch: { paused: boolean; steps: number };
  /** Pause the bots' match, or let it go on (a step still owed is dropped). */
  pause(paused: boolean): void;
  /** Paused: the bots take one more action. */
  stepWatch(): void;
  /** A dialog is open over the table (its rules, its log): the bots wait till it closes. */
  reading: boolean;
  /**
   * Whether this tab plays the match (tabs.ts guardMatch): only the owner's bots play and
   * only the owner saves; another tab's match shows here but waits to be taken over.
   */
  tab: TabRole;
  setTab(tab: TabRole): void;
  /** Play the match in this tab, taking it from another one (with its latest save). */
  takeOver(): void;
  start(seed?: number): void;
  /**
   * Take `a`; then `then`, at once, if the acting seat is offered it once `a` has landed
   * (TableProps.act), else nothing is said of it.
   */
  act(a: unknown, then?: unknown): void;
  nextRound(): void;
  /** Pass and play: the named person has the device now. */
  take(seat: number): void;
  /** Pass and play: the person keeping the device after their turn hides their cards. */
  hide(): void;
  /** The expert's hint was shown to `seat`: counted in the record, once per turn. */
  hinted(seat: number): void;
  /** Leave the table for the setup; the match stays saved to resume. */
  leave(): void;
  /** Forget the running match (asked first by the screen). */
  abandon(): void;
  /** Back to the match on this table: the one held here, else the one kept. */
  resume(): void;
  /** The match as kept (a reload, another tab's latest moves). */
  reload(): void;
  dismiss(): void;
}

export type Session = StoreApi<SessionState>;

/** A match going on (not paused). */
const PLAYING = { paused: false, steps: 0 };

/** `archive`: where finished matches are kept (by default IndexedDB, else `storage`). */
export function createSession(
  m: AnyModule,
  storage: Storage | null,
  archive: Archive = archiveFor(m, storage),
): Session {
  const e = m.engine;
  const saved = read(storage, key(m, 'plan'));
  const plan = isPlan(m, saved) ? saved : defaultPlan(m);
  const aside = reopenAside(m, storage);

  const store = createStore<SessionState>()((set, get) => {
    // Only the tab that plays the match saves it: another tab's older copy never overwrites it.
    const save = (record: MatchRecord | null) => {
      if (get().tab !== 'owner') return;
      const unsaved = write(storage, key(m, 'match'), record) ? UNSAVED : null;
      if (unsaved !== get().unsaved) set({ unsaved });
    };
    /** An action refused, said till the next one lands (other problems stay till OK). */
    let refused: string | null = null;
    const refuse = (problem: string) => {
      refused = problem;
      set({ problem });
    };

    /**
     * After any action (`before` the game it acted on; null: a new deal): the next holder in
     * pass and play, who has not seen their cards, the end of the match. The device is handed
     * on only to a person on turn: an action off turn (a call, a catch) leaves it.
     */
    const settle = (record: MatchRecord, game: unknown, log: LogLine[], before: unknown) => {
      const next = whoActs(e, game);
      const was = get().holder;
      const holder = holderAfter(m, record.seats, next.kind === 'seat' ? next.seat : null, was);
      const unseen = unseenAfter(m, record.seats, was, before, game, get().unseen);
      if (next.kind === 'over') get().keepFinished(finishedOf(m, record, game));
      save(record);
      keepPassing(
        keepingAfterTurn(m, record.seats, next.kind === 'seat' ? next.seat : null, holder),
      );
      const rounds = before === null ? [] : withRound(e, get().rounds, before, game);
      set({ record, game, log, holder, unseen, rounds });
    };

    /** Who keeps the device after their turn, kept: a reload gives them that last moment. */
    const keepPassing = (seat: number | null) => {
      if (get().tab === 'owner') write(storage, key(m, 'passing'), seat);
    };

    /**
     * A match back on the table (a reload, the one put aside), its whole log with it;
     * `passing`: who kept the device after their turn when it was left, if anyone.
     */
    const reopen = (rec: MatchRecord, g: Logged, passing: unknown = null) => {
      const ps = people(rec.seats);
      const next = whoActs(e, g.game);
      const seat = typeof passing === 'number' ? passing : null;
      const kept = keepingAfterTurn(m, rec.seats, next.kind === 'seat' ? next.seat : null, seat);
      set({
        record: rec,
        game: g.game,
        rounds: g.rounds,
        decisions: keptSaid(read(storage, key(m, 'said')), rec.seed, rec.seats.length),
        holder: ps.length === 1 ? ps[0] : kept,
        // Nobody is known to have seen their cards (the person alone, or the one keeping the
        // device, has).
        unseen: rec.seats.map((_, p) => ps.length > 1 && ps.includes(p) && p !== kept),
        // The whole log as it was played, then where it was left.
        log: [
          ...g.lines,
          { seat: null, words: [{ kind: 'text', text: 'Your match, where you left it.' }] },
        ],
      });
    };

    /** The turn whose hint was counted last ("seat:its first action"): counted once. */
    let counted: string | null = null;

    /** Keeps `rec` aside (saved first: only then is it safe to replace the running match). */
    const putAside = (rec: MatchRecord): boolean => {
      const problem = write(storage, key(m, 'aside'), rec);
      if (problem) set({ problem });
      else set({ aside: rec });
      return problem === null;
    };

    return {
      ...planPart(m, storage, plan, set, get),
      ...historyPart(archive, m, set, get),
      ...prefsPart(m, storage, set, get),
      module: m,
      record: null,
      aside: aside.aside,
      left: keptLeft(m, storage),
      game: null,
      rounds: [],
      log: [],
      decisions: [],
      holder: null,
      unseen: [],
      problem: aside.said,
      unsaved: null,
      watch: PLAYING,
      pause(paused) {
        set({ watch: { paused, steps: 0 } });
      },
      stepWatch() {
        const { watch } = get();
        set({ watch: { paused: true, steps: watch.steps + 1 } });
      },
      reading: false,
      tab: 'owner',
      setTab(tab) {
        const was = get().tab;
        set({ tab });
        // Holding the match now (a new one started here, say): keep it at once.
        const { record } = get();
        if (tab === 'owner' && was !== 'owner' && record) save(record);
      },
      takeOver() {
        set({ tab: 'claiming' });
      },
      start(seed = Math.floor(Math.random() * 2 ** 31)) {
        const { draft } = get();
        // Starting with a link's rules makes them the person's own: they said yes twice.
        if (draft) {
          get().setPlan({ ...get().plan, rules: draft });
          set({ draft: null });
        }
        const { plan } = get();
        const rules = m.rules.resolve(plan.rules);
        if (!rules.ok) return set({ problem: rules.error.message });
        // A deal the rules cannot make is said in the engine's words; nothing is replaced.
        const made = e.newGame({ players: plan.seats.length, seed, rules: rules.value });
        if (!made.ok) return set({ problem: made.error.message });
        // A match of people left unfinished: put aside while the bots play (if it cannot be
        // kept, nothing starts), else (the person said yes) kept to watch again.
        const { record: was, game: at } = get();
        const watching = people(plan.seats).length === 0;
        const theirs = unfinished(m, was, at);
        if (watching && theirs && !putAside(was)) return;
        if (!watching && theirs && get().tab === 'owner') {
          const left = keepLeft(m, storage, get().left, was, Date.now());
          set(typeof left === 'string' ? { problem: left } : { left });
        }
        const record: MatchRecord = {
          game: m.info.id,
          v: m.version,
          seed,
          rules: rules.value,
          seats: tableNames(plan.seats),
          actions: [],
        };
        counted = null;
        const ps = people(plan.seats);
        set({
          decisions: plan.seats.map(() => null),
          holder: ps.length === 1 ? ps[0] : null,
          watch: PLAYING,
        });
        // The deal is said when the game has words for it (who deals, the card turned up).
        settle(record, made.value, dealtLines(m, made.value, narrator(record.seats, null)), null);
      },
      act(a, then) {
        const { record, game, log } = get();
        if (!record || game === null) return;
        if (get().tab !== 'owner')
          return refuse('This match is played in another tab: take it over to play here.');
        const parsed = e.parseAction(a);
        if (!parsed.ok) return refuse(parsed.error.message);
        const next = e.applyAction(game, parsed.value);
        if (!next.ok) return refuse(next.error.message);
        // The acting seat's line, on turn or off (a call, a catch), never the turn's.
        const n = narrator(record.seats, null);
        const lines = [...log, lineOf(m, game, parsed.value, next.value, n)];
        const actions = [...record.actions, a];
        let after = next.value;
        const seat = parsed.value.seat;
        const also = then === undefined ? null : e.parseAction(then);
        // `then` is the same seat's, listed or not (a meld built by the person): what the
        // engine accepts goes, anything else is dropped without a word.
        if (also?.ok && seat !== undefined && also.value.seat === seat) {
          const more = e.applyAction(after, also.value);
          if (more.ok) {
            lines.push(lineOf(m, after, also.value, more.value, n));
            actions.push(then);
            after = more.value;
          }
        }
        // A new round (begun by an action the table offers) counts its own hints from none.
        const begun = e.status(game).phase !== 'playing' && e.status(after).phase === 'playing';
        settle(withActions(record, actions, begun), after, lines, game);
        const { watch } = get();
        // A step taken while paused.
        if (watch.paused && watch.steps > 0) set({ watch: { ...watch, steps: watch.steps - 1 } });
        if (refused !== null && get().problem === refused) set({ problem: null });
        refused = null;
      },
      nextRound() {
        const { record, game, log } = get();
        if (!record || game === null || get().tab !== 'owner') return;
        const next = e.nextRound(game);
        if (!next.ok) return set({ problem: next.error.message });
        const line = lineOf(m, game, 'next-round', next.value, narrator(record.seats, null));
        settle(
          withActions(record, [...record.actions, 'next-round'], true),
          next.value,
          [...log, line],
          game,
        );
      },
      take(seat) {
        const { record, game } = get();
        if (!record || game === null) return;
        const next = whoActs(e, game);
        if (people(record.seats).includes(seat) && (next.kind !== 'seat' || next.seat === seat)) {
          const unseen = get().unseen.slice();
          unseen[seat] = false;
          set({ holder: seat, unseen });
        }
      },
      hide() {
        const { record, holder } = get();
        if (!record || lone(people(record.seats)) !== null || holder === null) return;
        keepPassing(null);
        set({ holder: null });
      },
      hinted(seat) {
        const { record } = get();
        if (!record || get().tab !== 'owner') return;
        const at = `${seat}:${turnStart(record.actions, seat)}`;
        if (counted === at) return;
        counted = at;
        const more = (n: readonly number[] | undefined) =>
          record.seats.map((_, i) => (n?.[i] ?? 0) + (i === seat ? 1 : 0));
        const next = { ...record, hints: more(record.hints), hintsRound: more(record.hintsRound) };
        save(next);
        set({ record: next });
      },
      leave() {
        set({ game: null, log: [], decisions: [], holder: null });
      },
      abandon() {
        save(null);
        keepPassing(null);
        set({ record: null, game: null, log: [], decisions: [], holder: null, watch: PLAYING });
      },
      resume() {
        // The match held here is the latest (a save that failed keeps none of its later
        // moves); another tab's is read from what it kept.
        const { record, tab } = get();
        const g =
          record && tab === 'owner' ? replayLogged(m, record, narrator(record.seats, null)) : null;
        if (record && g?.ok) return reopen(record, g.value, read(storage, key(m, 'passing')));
        get().reload();
      },
      reload() {
        const kept = reopenKept(m, storage);
        if (kept.kind === 'ok')
          return reopen(kept.record, kept.logged, read(storage, key(m, 'passing')));
        // Said beside what is said already (the match set aside, read as the table opens).
        const was = get().problem;
        if (kept.kind === 'problem')
          set({ problem: was && was !== kept.message ? `${was} ${kept.message}` : kept.message });
      },
      backToMatch() {
        const { aside } = get();
        if (!aside) return;
        const g = replayLogged(m, aside, narrator(aside.seats, null));
        if (!g.ok) return set({ problem: g.error.message });
        save(aside);
        write(storage, key(m, 'aside'), null);
        set({ aside: null, watch: PLAYING });
        reopen(aside, g.value);
      },
      dismiss() {
        set({ problem: null });
      },
    };
  });
  // The bots' last words kept with the match: "Understand the move" survives a reload.
  store.subscribe((now, was) => keepSaid(storage, key(m, 'said'), now, was));
  store.getState().reload();
  void store.getState().readHistory();
  return store;
}
