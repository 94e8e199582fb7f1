/**
 * The match's parts of a session (session.ts), each over the keeper (sessionKeeper.ts):
 * playing it (a deal, an action, the next round, a hint), pass and play's device, watching
 * bots, which tab plays it, and leaving and taking it back up.
 */

import { whoActs } from '../kit/loop';
import { resolveFor } from '../kit/rulesWords';
import { reopenKept } from './damaged';
import { keepLeft, key, read, write } from './kept';
import { unfinished } from './leaving';
import { dealtLines, lineOf, replayLogged } from './log';
import { lone, narrator, people, tableNames } from './plan';
import { type MatchRecord, turnStart, withActions } from './record';
import { type Keeper, PLAYING, reopen, settle } from './sessionKeeper';
import type { SessionState } from './sessionState';

type Part<K extends keyof SessionState> = Pick<SessionState, K>;

/** A new match with the plan's seats and rules (`fresh` as it is made), else said why not. */
function startMatch(k: Keeper, seed: number, fresh: () => void) {
  const { m, storage, set, get } = k;
  const { draft } = get();
  // Starting with a link's rules makes them the person's own: they said yes twice.
  if (draft) {
    get().setPlan({ ...get().plan, rules: draft });
    set({ draft: null });
  }
  const { plan } = get();
  const rules = resolveFor(m.rules, plan.rules, plan.seats.length);
  if (!rules.ok) return set({ problem: rules.error.message });
  // A deal the rules cannot make is said in the engine's words; nothing is replaced.
  const made = m.engine.newGame({ players: plan.seats.length, seed, rules: rules.value });
  if (!made.ok) return set({ problem: made.error.message });
  // A match of people left unfinished: put aside while the bots play (if it cannot be
  // kept, nothing starts), else (the person said yes) kept to watch again.
  const { record: was, game: at } = get();
  const watching = people(plan.seats).length === 0;
  const theirs = unfinished(m, was, at);
  if (watching && theirs && !k.putAside(was)) return;
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
  fresh();
  const ps = people(plan.seats);
  set({
    decisions: plan.seats.map(() => null),
    holder: ps.length === 1 ? ps[0] : null,
    watch: PLAYING,
  });
  // The deal is said when the game has words for it (who deals, the card turned up).
  settle(k, record, made.value, dealtLines(m, made.value, narrator(record.seats, null)), null);
}

/** TableProps.act: `a`, then `then` at once if the same seat may take it once `a` landed. */
function actOn(k: Keeper, a: unknown, then: unknown) {
  const { m, set, get } = k;
  const e = m.engine;
  const { record, game, log } = get();
  if (!record || game === null) return;
  if (get().tab !== 'owner')
    return k.refuse('This match is played in another tab: take it over to play here.');
  const parsed = e.parseAction(a);
  if (!parsed.ok) return k.refuse(parsed.error.message);
  const next = e.applyAction(game, parsed.value);
  if (!next.ok) return k.refuse(next.error.message);
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
  settle(k, withActions(record, actions, begun), after, lines, game);
  const { watch } = get();
  // A step taken while paused.
  if (watch.paused && watch.steps > 0) set({ watch: { ...watch, steps: watch.steps - 1 } });
  k.landed();
}

/** Playing the match: a new deal, an action, the next round, and the hints counted. */
export function playPart(k: Keeper): Part<'start' | 'act' | 'nextRound' | 'hinted'> {
  const { m, set, get } = k;
  /** The turn whose hint was counted last ("seat:its first action"): counted once. */
  let counted: string | null = null;
  return {
    start(seed = Math.floor(Math.random() * 2 ** 31)) {
      startMatch(k, seed, () => {
        counted = null;
      });
    },
    act(a, then) {
      actOn(k, a, then);
    },
    nextRound() {
      const { record, game, log } = get();
      if (!record || game === null || get().tab !== 'owner') return;
      const next = m.engine.nextRound(game);
      if (!next.ok) return set({ problem: next.error.message });
      const line = lineOf(m, game, 'next-round', next.value, narrator(record.seats, null));
      const actions = [...record.actions, 'next-round'];
      settle(k, withActions(record, actions, true), next.value, [...log, line], game);
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
      k.save(next);
      set({ record: next });
    },
  };
}

/** Pass and play: who holds the device, and who has not seen their cards. */
export function passPart(k: Keeper): Part<'holder' | 'unseen' | 'take' | 'hide'> {
  const { m, set, get } = k;
  return {
    holder: null,
    unseen: [],
    take(seat) {
      const { record, game } = get();
      if (!record || game === null) return;
      const next = whoActs(m.engine, game);
      if (people(record.seats).includes(seat) && (next.kind !== 'seat' || next.seat === seat)) {
        const unseen = get().unseen.slice();
        unseen[seat] = false;
        set({ holder: seat, unseen });
      }
    },
    hide() {
      const { record, holder } = get();
      if (!record || lone(people(record.seats)) !== null || holder === null) return;
      k.keepPassing(null);
      set({ holder: null });
    },
  };
}

/** Watching bots: paused, stepped, and waiting while a dialog is read. */
export function watchPart(k: Keeper): Part<'watch' | 'pause' | 'stepWatch' | 'reading'> {
  const { set, get } = k;
  return {
    watch: PLAYING,
    pause(paused) {
      set({ watch: { paused, steps: 0 } });
    },
    stepWatch() {
      const { watch } = get();
      set({ watch: { paused: true, steps: watch.steps + 1 } });
    },
    reading: false,
  };
}

/** Which tab plays the match (tabs.ts guardMatch). */
export function tabPart(k: Keeper): Part<'tab' | 'setTab' | 'takeOver'> {
  const { set, get } = k;
  return {
    tab: 'owner',
    setTab(tab) {
      const was = get().tab;
      set({ tab });
      // Holding the match now (a new one started here, say): keep it at once.
      const { record } = get();
      if (tab === 'owner' && was !== 'owner' && record) k.save(record);
    },
    takeOver() {
      set({ tab: 'claiming' });
    },
  };
}

/** Leaving the match, letting it go, and bringing it (or the one put aside) back. */
export function keptPart(
  k: Keeper,
): Part<'leave' | 'abandon' | 'resume' | 'reload' | 'backToMatch' | 'dismiss'> {
  const { m, storage, set, get } = k;
  return {
    leave() {
      set({ game: null, log: [], decisions: [], holder: null });
    },
    abandon() {
      k.save(null);
      k.keepPassing(null);
      set({ record: null, game: null, log: [], decisions: [], holder: null, watch: PLAYING });
    },
    resume() {
      // The match held here is the latest (a save that failed keeps none of its later
      // moves); another tab's is read from what it kept.
      const { record, tab } = get();
      const g =
        record && tab === 'owner' ? replayLogged(m, record, narrator(record.seats, null)) : null;
      if (record && g?.ok) return reopen(k, record, g.value, read(storage, key(m, 'passing')));
      get().reload();
    },
    reload() {
      const kept = reopenKept(m, storage);
      if (kept.kind === 'ok')
        return reopen(k, kept.record, kept.logged, read(storage, key(m, 'passing')));
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
      k.save(aside);
      write(storage, key(m, 'aside'), null);
      set({ aside: null, watch: PLAYING });
      reopen(k, aside, g.value);
    },
    dismiss() {
      set({ problem: null });
    },
  };
}
