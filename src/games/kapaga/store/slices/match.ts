/**
 * The match on the table. Every action goes through one `dispatch`, which asks the engine;
 * an illegal action leaves the game as it was and keeps the engine's message for the player.
 */

import { LESSON } from '../../content/lesson';
import {
  type Action,
  actionsFor,
  applyAction,
  type Game,
  type GameEvent,
  type GameRecord,
  newGame,
  type PresetName,
  type Rules,
  resolveRules,
} from '../../engine';
import { entryOf } from '../history/entry';
import { LOG_KEEP, logItems } from '../log';
import { KEYS, type LoadedMatch, loadAside, loadLeft, loadMatch, readMatch } from '../persistence';
import { keepReplaced, savedMatch } from '../saved';
import { matchSeats, modeOf, soloSeat, tableSeats } from '../seats';
import { recordRules } from '../share';
import type { MatchSlice, PastResult, RoundStats, SeatConfig } from '../types';
import type { SliceContext } from './context';
import { firstHolder, nextUnseen, resumedHolder, viewerHandChanged } from './device';
import { NO_WATCH } from './shows';

export function freshStats(scores: readonly number[]): RoundStats {
  return { start: scores.slice(), penalties: scores.map(() => 0) };
}

/** Update the round's summary data from what an action caused. */
function nextStats(stats: RoundStats, before: Game, events: readonly GameEvent[]): RoundStats {
  let out = stats;
  for (const e of events) {
    if (e.type === 'deal') out = freshStats(before.scores);
    else if (e.type === 'recycle' && e.points) {
      const penalties = out.penalties.slice();
      penalties[e.seat] = (penalties[e.seat] ?? 0) + e.points;
      out = { ...out, penalties };
    }
  }
  return out;
}

const TURN_ACTIONS = new Set(['play', 'draw', 'pass', 'call']);

/** The same action, whatever the key order (a lesson's step against what was done). */
const sameAction = (a: Action, b: Action): boolean =>
  JSON.stringify(a, Object.keys(a).sort()) === JSON.stringify(b, Object.keys(b).sort());

function resultOf(
  game: Game,
  seats: SeatConfig[],
  record: GameRecord,
  at: number,
  hints: readonly number[],
): PastResult {
  const you = soloSeat(seats);
  const result: PastResult = {
    at,
    players: seats.length,
    preset: typeof record.rules === 'string' ? record.rules : 'custom',
    rounds: game.round,
    winners: game.winners.map((s) => seats[s]?.name ?? `Seat ${s + 1}`),
    youWon: you !== null && game.winners.includes(you),
    yourScore: you === null ? 0 : (game.scores[you] ?? 0),
  };
  if (you === null) result.shared = true;
  else result.hints = hints[you] ?? 0;
  return result;
}

export function matchSlice(ctx: SliceContext): MatchSlice {
  const { set, get, ids } = ctx;
  const m = ctx.boot.match.kind === 'ok' ? ctx.boot.match.match : null;

  function begin(config: SeatConfig[], input: Partial<Rules> | PresetName, seed: number): boolean {
    const resolved = resolveRules(input);
    if (!resolved.ok) {
      set({ error: resolved.error.message });
      return false;
    }
    const rules = recordRules(resolved.value);
    const seats = tableSeats(config);
    const g = newGame({ players: seats.length, seed, rules });
    if (!g.ok) {
      set({ error: g.error.message });
      return false;
    }
    const record: GameRecord = { players: seats.length, seed, rules, actions: [] };
    // Pass and play starts between people: nobody's hand shows until they take the device.
    const holder = firstHolder(seats);
    set({
      ...keepReplaced(get(), modeOf(seats) === 'watch', ctx.now()),
      screen: 'table',
      panel: null,
      game: g.value,
      record,
      seats,
      log: logItems(ids, g.value, 0),
      reasons: [],
      chants: [],
      error: null,
      notice: null,
      selection: [],
      kapagaArmed: false,
      roundStats: freshStats(g.value.scores),
      lastActor: null,
      chant: null,
      holder,
      unseen: nextUnseen(seats, holder, null, g.value, []),
      rulesCard: true,
      seedChosen: false,
      hint: null,
      lastHintTurn: null,
      hintsRound: seats.map(() => 0),
      hintsMatch: seats.map(() => 0),
      lesson: null,
      lessonDone: false,
      watch: { ...NO_WATCH, showAll: get().watch.showAll },
      replay: null,
    });
    return true;
  }

  /** Put a saved match on the table, as it was. */
  function resume(m: LoadedMatch): void {
    set({
      screen: 'table',
      panel: null,
      game: m.game,
      record: m.record,
      seats: m.seats,
      log: m.log,
      reasons: m.reasons,
      chants: m.chants,
      roundStats: m.roundStats,
      lastActor: m.lastActor,
      unseen: m.unseen ?? [],
      seedChosen: m.seedChosen ?? false,
      hint: null,
      lesson: m.lesson ?? null,
      hintsRound: m.hints?.round ?? [],
      hintsMatch: m.hints?.match ?? [],
      holder: resumedHolder(m.seats, m.game, m.passing),
      selection: [],
      kapagaArmed: false,
      error: null,
      chant: null,
    });
  }

  return {
    game: m?.game ?? null,
    record: m?.record ?? null,
    seats: m?.seats ?? [],
    log: m?.log ?? [],
    reasons: m?.reasons ?? [],
    chants: m?.chants ?? [],
    error: null,
    selection: [],
    kapagaArmed: false,
    roundStats: m?.roundStats ?? { start: [], penalties: [] },
    lastActor: m?.lastActor ?? null,
    chant: null,
    seedChosen: m?.seedChosen ?? false,
    hint: null,
    lastHintTurn: null,
    hintsRound: m?.hints?.round ?? [],
    hintsMatch: m?.hints?.match ?? [],
    aside: ctx.boot.aside,
    left: ctx.boot.left,

    showHint(hint): void {
      const s = get();
      if (s.record?.actions.length !== hint.step || s.hint?.step === hint.step) return;
      const bump = (xs: number[]) => {
        const out = s.seats.map((_, i) => xs[i] ?? 0);
        out[hint.seat] = (out[hint.seat] ?? 0) + 1;
        return out;
      };
      if (s.lastHintTurn === hint.turn) set({ hint });
      else
        set({
          hint,
          lastHintTurn: hint.turn,
          hintsRound: bump(s.hintsRound),
          hintsMatch: bump(s.hintsMatch),
        });
    },

    startMatch(config): boolean {
      return get().startTable({
        seats: matchSeats(config),
        rules: config.rules ?? config.preset,
        seed: config.seed,
      });
    },

    startTable(config): boolean {
      if (config.seats.length < 2) {
        set({ error: 'A game needs at least two seats.' });
        return false;
      }
      const seed = config.seed ?? Math.floor(ctx.random() * 2 ** 31);
      const ok = begin(config.seats, config.rules, seed);
      if (ok) set({ seedChosen: config.seed !== undefined });
      if (ok && typeof config.rules === 'object') set({ chosenRules: config.rules });
      return ok;
    },

    dispatch(action, meta): boolean {
      const s = get();
      if (!s.game || !s.record) return false;
      // In the lesson, the person makes the move it shows (and nothing else), and the bots
      // wait for "Next" (lessonNext).
      const lessonStep = s.lesson === null ? null : LESSON[s.lesson];
      if (lessonStep && !meta?.lesson && !sameAction(action, lessonStep.action)) {
        set({ error: `In this lesson: ${lessonStep.say}` });
        return false;
      }
      const res = applyAction(s.game, action);
      if (!res.ok) {
        set({ error: res.error.message });
        return false;
      }
      const game = res.value;
      const record: GameRecord = { ...s.record, actions: [...s.record.actions, action] };
      const step = record.actions.length;
      const seat = 'seat' in action ? action.seat : null;
      const reason =
        meta?.reason && meta.reason.length > 0 && seat !== null
          ? { step, seat, reason: meta.reason }
          : null;
      const viewer = modeOf(s.seats) === 'solo' ? soloSeat(s.seats) : s.holder;
      const turnAction = TURN_ACTIONS.has(action.type);
      const lessonAt =
        s.lesson === null ? null : s.lesson + 1 < LESSON.length ? s.lesson + 1 : null;
      set({
        game,
        record,
        log: [...s.log, ...logItems(ids, game, step, reason)].slice(-LOG_KEEP),
        reasons: reason ? [...s.reasons, reason] : s.reasons,
        error: null,
        selection:
          viewerHandChanged(viewer, s.game, game) || game.turn !== s.game.turn ? [] : s.selection,
        kapagaArmed: false,
        roundStats: nextStats(s.roundStats, s.game, game.events),
        hint: null,
        hintsRound: action.type === 'next-round' ? s.seats.map(() => 0) : s.hintsRound,
        lesson: lessonAt,
        lessonDone: s.lesson !== null && lessonAt === null ? true : s.lessonDone,
        lastActor:
          turnAction && seat !== null ? seat : action.type === 'next-round' ? null : s.lastActor,
        // A chant lasts until the next turn is played.
        chant: turnAction || action.type === 'next-round' ? null : s.chant,
        unseen: nextUnseen(s.seats, s.holder, s.game, game, s.unseen),
        // Watch mode, paused: each action uses up one Step.
        watch:
          s.watch.paused && s.watch.steps > 0 && action.type !== 'next-round'
            ? { ...s.watch, steps: s.watch.steps - 1 }
            : s.watch,
      });
      if (game.phase === 'game-over') {
        const at = ctx.now();
        const hints = get().hintsMatch;
        set({ results: [...get().results, resultOf(game, s.seats, record, at, hints)] });
        const you = soloSeat(s.seats);
        ctx.history
          ?.add(entryOf(game, record, s.seats, at, you === null ? 0 : (hints[you] ?? 0)))
          .catch((e: Error) => set({ historyProblem: e.message }));
      }
      // R20: KAPAGA! pressed with this play is called the moment it lands, before anyone
      // could catch it; if the hand has no KAPAGA after all, nothing is called.
      if (s.kapagaArmed && action.type === 'play') {
        const call = actionsFor(game, action.seat).find((a) => a.type === 'kapaga');
        if (call) get().dispatch(call);
      }
      return true;
    },

    playAgain(): void {
      const s = get();
      if (!s.record || s.seats.length < 2) {
        set({ screen: 'new' });
        return;
      }
      begin(s.seats, s.record.rules, Math.floor(ctx.random() * 2 ** 31));
    },

    abandon(): void {
      set({
        screen: 'new',
        panel: null,
        game: null,
        record: null,
        log: [],
        reasons: [],
        chants: [],
        selection: [],
        error: null,
        lastActor: null,
        chant: null,
        holder: null,
        unseen: [],
        rulesCard: false,
      });
    },

    toggleCard(index: number): void {
      const sel = get().selection;
      set({
        selection: sel.includes(index) ? sel.filter((i) => i !== index) : [...sel, index],
        kapagaArmed: false,
        error: null,
      });
    },

    clearSelection(): void {
      set({ selection: [], kapagaArmed: false });
    },

    armKapaga(): void {
      set({ kapagaArmed: !get().kapagaArmed });
    },

    dismissError(): void {
      set({ error: null });
    },

    resumeSaved(): boolean {
      const loaded = loadMatch(ctx.storage, ids);
      if (loaded.kind !== 'ok') return false;
      // Another tab may have set a match aside or left one since: theirs are the latest.
      set({ aside: loadAside(ctx.storage, ids), left: loadLeft(ctx.storage) });
      resume(loaded.match);
      return true;
    },

    backToMatch(): boolean {
      const aside = get().aside;
      if (!aside) return false;
      const read = readMatch(aside, ids);
      if (read.kind !== 'ok') return false;
      // The bots' table is let go: it had nobody's match in it.
      resume(read.match);
      set({ aside: null });
      return true;
    },

    exportSaves(): string {
      let broken: unknown = null;
      try {
        const text = ctx.storage?.getItem(KEYS.broken) ?? null;
        broken = text === null ? null : text;
      } catch {
        broken = null;
      }
      return `${JSON.stringify({ kapaga: 'saves', current: savedMatch(get()), broken }, null, 1)}\n`;
    },

    sayChant(seat: number): void {
      const s = get();
      if (s.settings.muteChants) return;
      const step = s.record?.actions.length ?? 0;
      const id = ids.next();
      set({
        chant: { id, seat },
        chants: [...s.chants, { step, seat }],
        log: [...s.log, { id, step, kind: 'chant' as const, seat }].slice(-LOG_KEEP),
      });
    },
  };
}
