/**
 * The match on the table. Every action goes through one `dispatch`, which asks the engine;
 * an illegal action leaves the game as it was and keeps the engine's message for the player.
 */

import { offeredTo } from '../../../../platform/script';
import {
  type Action,
  type Game,
  type GameRecord,
  newGame,
  ok,
  type PresetName,
  type Result,
  type Rules,
  resolveRules,
} from '../../engine';
import { ENGINE } from '../../game';
import { entryOf } from '../history/entry';
import { LOG_KEEP } from '../log';
import {
  KEYS,
  type KeyValue,
  type LoadedMatch,
  loadAside,
  loadLeft,
  loadMatch,
  readMatch,
  type SavedMatch,
} from '../persistence';
import { savedMatch } from '../saved';
import { matchSeats, soloSeat, tableSeats } from '../seats';
import { recordRules } from '../share';
import type { GameState, Hint, MatchSlice, PastResult, SeatConfig, TableConfig } from '../types';
import { afterAction, type Landed, landed, type Meta, tryAction } from './afterAction';
import type { SliceContext } from './context';
import { resumedHolder } from './device';
import { type Dealt, newTable } from './table';

/** The match's line in the past results: who won, and how the one person did. */
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

/** A deal number for a match whose players chose none. */
const newSeed = (ctx: SliceContext): number => Math.floor(ctx.random() * 2 ** 31);

/** The rules checked, the seats named and the cards dealt: a match ready for the table. */
function deal(
  config: SeatConfig[],
  input: Partial<Rules> | PresetName,
  seed: number,
): Result<Dealt> {
  const resolved = resolveRules(input);
  if (!resolved.ok) return resolved;
  const rules = recordRules(resolved.value);
  const seats = tableSeats(config);
  const g = newGame({ players: seats.length, seed, rules });
  if (!g.ok) return g;
  return ok({ game: g.value, record: { players: seats.length, seed, rules, actions: [] }, seats });
}

/** Deal a match and put it on the table; false when the rules or the deal were refused. */
function begin(
  ctx: SliceContext,
  config: SeatConfig[],
  input: Partial<Rules> | PresetName,
  seed: number,
): boolean {
  const dealt = deal(config, input, seed);
  if (!dealt.ok) {
    ctx.set({ error: dealt.error.message });
    return false;
  }
  const kind = { rulesCard: true, seedChosen: false, lesson: null };
  ctx.set(newTable(ctx.get(), ctx.ids, ctx.now(), dealt.value, kind));
  return true;
}

/** Open a table of the seats given; a deal number they chose is shown, rules they chose kept. */
function openTable(ctx: SliceContext, config: TableConfig): boolean {
  if (config.seats.length < 2) {
    ctx.set({ error: 'A game needs at least two seats.' });
    return false;
  }
  const begun = begin(ctx, config.seats, config.rules, config.seed ?? newSeed(ctx));
  if (begun) ctx.set({ seedChosen: config.seed !== undefined });
  if (begun && typeof config.rules === 'object') ctx.set({ chosenRules: config.rules });
  return begun;
}

/** The match is over: its result joins the past results, and its entry the history. */
function endMatch(ctx: SliceContext, seats: SeatConfig[], l: Landed): void {
  const { set, get } = ctx;
  const at = ctx.now();
  const hints = get().hintsMatch;
  set({ results: [...get().results, resultOf(l.game, seats, l.record, at, hints)] });
  const you = soloSeat(seats);
  ctx.history
    ?.add(entryOf(l.game, l.record, seats, at, you === null ? 0 : (hints[you] ?? 0)))
    .catch((e: Error) => set({ historyProblem: e.message }));
}

/** The one way an action reaches the engine: tried, then landed on the table, or refused. */
function runAction(ctx: SliceContext, action: Action, meta: Meta): boolean {
  const { set, get } = ctx;
  const s = get();
  if (!s.game || !s.record) return false;
  const res = tryAction(s, s.game, action, meta);
  if (!res.ok) {
    set({ error: res.error.message });
    return false;
  }
  const l = landed(s.game, s.record, action, res.value, meta);
  set(afterAction(s, action, l, ctx.ids));
  if (l.game.phase === 'game-over') endMatch(ctx, s.seats, l);
  return true;
}

/** What showing a hint changes (null: not this step's, or on show already); a new turn's counts. */
function hintShown(s: GameState, hint: Hint): Partial<GameState> | null {
  if (s.record?.actions.length !== hint.step || s.hint?.step === hint.step) return null;
  if (s.lastHintTurn === hint.turn) return { hint };
  const bump = (xs: number[]) => {
    const out = s.seats.map((_, i) => xs[i] ?? 0);
    out[hint.seat] = (out[hint.seat] ?? 0) + 1;
    return out;
  };
  return {
    hint,
    lastHintTurn: hint.turn,
    hintsRound: bump(s.hintsRound),
    hintsMatch: bump(s.hintsMatch),
  };
}

/** A bot's chant: on show until the next turn, kept by step (saved), and in the log. */
function chantSaid(s: GameState, seat: number, id: number): Partial<GameState> {
  const step = s.record?.actions.length ?? 0;
  return {
    chant: { id, seat },
    chants: [...s.chants, { step, seat }],
    log: [...s.log, { id, step, kind: 'chant' as const, seat }].slice(-LOG_KEEP),
  };
}

/** The match fields as the store starts: the saved match, if one loaded, else an empty table. */
function bootFields(boot: SliceContext['boot']) {
  const m = boot.match.kind === 'ok' ? boot.match.match : null;
  return {
    game: m?.game ?? null,
    record: m?.record ?? null,
    seats: m?.seats ?? [],
    log: m?.log ?? [],
    reasons: m?.reasons ?? [],
    chants: m?.chants ?? [],
    error: null,
    lastActor: m?.lastActor ?? null,
    chant: null,
    seedChosen: m?.seedChosen ?? false,
    hint: null,
    lastHintTurn: null,
    hintsRound: m?.hints?.round ?? [],
    hintsMatch: m?.hints?.match ?? [],
    aside: boot.aside,
    left: boot.left,
  };
}

/** A saved match on the table, as it was. */
const resumedTable = (m: LoadedMatch): Partial<GameState> => ({
  screen: 'table',
  panel: null,
  game: m.game,
  record: m.record,
  seats: m.seats,
  log: m.log,
  reasons: m.reasons,
  chants: m.chants,
  lastActor: m.lastActor,
  unseen: m.unseen ?? [],
  seedChosen: m.seedChosen ?? false,
  hint: null,
  lesson: m.lesson ?? null,
  hintsRound: m.hints?.round ?? [],
  hintsMatch: m.hints?.match ?? [],
  holder: resumedHolder(m.seats, m.game, m.passing),
  error: null,
  chant: null,
});

/** No table: back to the new-game screen (new empty lists each time, so the save sees it). */
const noTable = (): Partial<GameState> => ({
  screen: 'new',
  panel: null,
  game: null,
  record: null,
  log: [],
  reasons: [],
  chants: [],
  error: null,
  lastActor: null,
  chant: null,
  holder: null,
  unseen: [],
  rulesCard: false,
});

/** The save that could not be loaded, as its text (null: none, or the storage refused). */
function brokenSave(storage: KeyValue | null): string | null {
  try {
    return storage?.getItem(KEYS.broken) ?? null;
  } catch {
    return null;
  }
}

/** The match as saved, and any save that could not be loaded, as a file's text. */
function savesFile(storage: KeyValue | null, current: SavedMatch | null): string {
  const saves = { kapaga: 'saves', current, broken: brokenSave(storage) };
  return `${JSON.stringify(saves, null, 1)}\n`;
}

export function matchSlice(ctx: SliceContext): MatchSlice {
  const { set, get, ids } = ctx;
  return {
    ...bootFields(ctx.boot),

    showHint(hint): void {
      const shown = hintShown(get(), hint);
      if (shown) set(shown);
    },

    startMatch(config): boolean {
      return get().startTable({
        seats: matchSeats(config),
        rules: config.rules ?? config.preset,
        seed: config.seed,
      });
    },
    startTable: (config) => openTable(ctx, config),
    dispatch: (action, meta) => runAction(ctx, action, meta),
    act(action, then) {
      if (!runAction(ctx, action, undefined) || !then || !('seat' in action)) return;
      // Only the acting seat's own call goes with its move (as the platform's session has it).
      const g = get().game;
      if (g && offeredTo(ENGINE, g, action.seat, then)) runAction(ctx, then, undefined);
    },

    playAgain(): void {
      const s = get();
      if (!s.record || s.seats.length < 2) set({ screen: 'new' });
      else begin(ctx, s.seats, s.record.rules, newSeed(ctx));
    },
    abandon: () => set(noTable()),

    dismissError: () => set({ error: null }),

    resumeSaved(): boolean {
      const loaded = loadMatch(ctx.storage, ids);
      if (loaded.kind !== 'ok') return false;
      // Another tab may have set a match aside or left one since: theirs are the latest.
      set({ aside: loadAside(ctx.storage, ids), left: loadLeft(ctx.storage) });
      set(resumedTable(loaded.match));
      return true;
    },

    backToMatch(): boolean {
      const aside = get().aside;
      if (!aside) return false;
      const read = readMatch(aside, ids);
      if (read.kind !== 'ok') return false;
      // The bots' table is let go: it had nobody's match in it.
      set(resumedTable(read.match));
      set({ aside: null });
      return true;
    },

    exportSaves: () => savesFile(ctx.storage, savedMatch(get())),

    sayChant(seat: number): void {
      const s = get();
      if (!s.settings.muteChants) set(chantSaid(s, seat, ids.next()));
    },
  };
}
