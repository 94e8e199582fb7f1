/**
 * The game store (STYLE.md): a vanilla zustand store factory. Every action goes through one
 * `dispatch`, which asks the engine; an illegal action leaves the game as it was and keeps
 * the engine's message for the player.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  type Action,
  applyAction,
  describeEvent,
  type Game,
  type GameEvent,
  type GameRecord,
  newGame,
  type PresetName,
} from '../engine';
import {
  browserStorage,
  type KeyValue,
  LOG_KEEP,
  loadMatch,
  loadResults,
  loadSettings,
  SAVE_VERSION,
  saveMatch,
  saveResults,
  saveSettings,
} from './persistence';
import {
  type GameState,
  HUMAN_SEAT,
  type LogEntry,
  type NewMatchConfig,
  type PastResult,
  type RoundStats,
  type SeatConfig,
} from './types';
import { seatNames, secondPerson, YOU } from './words';

export type GameStore = StoreApi<GameState>;

export interface GameStoreOptions {
  /** Where to save; default the browser's localStorage, null for none. */
  storage?: KeyValue | null;
  /** Seeds for new matches when none is given; default Math.random. */
  random?: () => number;
  /** The clock for past results; default Date.now. */
  now?: () => number;
  /** Do not resume a saved match (tests, `?fresh`). */
  fresh?: boolean;
}

export const BOT_NAMES = [
  'Ada',
  'Bruno',
  'Cleo',
  'Dmitri',
  'Esme',
  'Farid',
  'Greta',
  'Hiro',
  'Ines',
];

const lineKind = (e: GameEvent): LogEntry['kind'] => (e.type === 'kapaga' ? 'chant' : 'event');

const eventSeat = (e: GameEvent): number | null => ('seat' in e ? e.seat : null);

function freshStats(scores: readonly number[]): RoundStats {
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

export function createGameStore(options: GameStoreOptions = {}): GameStore {
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;
  let nextId = 1;

  const loaded = options.fresh ? { kind: 'none' as const } : loadMatch(storage);
  const settings = loadSettings(storage);
  const results = loadResults(storage);

  function logLines(game: Game, seatNamesList: string[], step: number, why?: string): LogEntry[] {
    const out: LogEntry[] = [];
    // The person is "you" in the log; bots' "seat 3" becomes a name.
    const names = seatNamesList.map((n, i) => (i === HUMAN_SEAT ? YOU : n));
    const reason = why === undefined ? undefined : seatNames(why, names);
    for (const e of game.events) {
      const said = describeEvent(e, names, HUMAN_SEAT);
      const text = said === null ? null : secondPerson(said);
      if (text) out.push({ id: nextId++, step, kind: lineKind(e), seat: eventSeat(e), text });
      // A bot's reason follows the line that shows its move.
      if (reason && out.length === 1)
        out.push({ id: nextId++, step, kind: 'reason', seat: eventSeat(e), text: reason });
    }
    if (reason && out.length === 0)
      out.push({ id: nextId++, step, kind: 'reason', seat: null, text: reason });
    return out;
  }

  const store = createStore<GameState>()((set, get) => {
    function persistMatch(): void {
      const s = get();
      if (!s.record || !s.game || s.game.phase === 'game-over') saveMatch(storage, null);
      else
        saveMatch(storage, {
          v: SAVE_VERSION,
          record: s.record,
          seats: s.seats,
          log: s.log,
          roundStats: s.roundStats,
          lastActor: s.lastActor,
        });
    }

    function begin(seats: SeatConfig[], preset: PresetName, seed: number): boolean {
      const g = newGame({ players: seats.length, seed, rules: preset });
      if (!g.ok) {
        set({ error: g.error.message });
        return false;
      }
      const record: GameRecord = { players: seats.length, seed, rules: preset, actions: [] };
      nextId = 1;
      set({
        screen: 'table',
        panel: null,
        game: g.value,
        record,
        seats,
        log: logLines(
          g.value,
          seats.map((s) => s.name),
          0,
        ),
        error: null,
        notice: null,
        selection: [],
        roundStats: freshStats(g.value.scores),
        lastActor: null,
        chant: null,
      });
      persistMatch();
      return true;
    }

    function recordResult(game: Game, seats: SeatConfig[], record: GameRecord): void {
      const result: PastResult = {
        at: now(),
        players: seats.length,
        preset: typeof record.rules === 'string' ? record.rules : 'custom',
        rounds: game.round,
        winners: game.winners.map((s) => seats[s]?.name ?? `Seat ${s + 1}`),
        youWon: game.winners.includes(HUMAN_SEAT),
        yourScore: game.scores[HUMAN_SEAT] ?? 0,
      };
      const all = [...get().results, result];
      set({ results: all });
      saveResults(storage, all);
    }

    return {
      screen: loaded.kind === 'ok' ? 'table' : 'new',
      panel: null,
      game: loaded.kind === 'ok' ? loaded.match.game : null,
      record: loaded.kind === 'ok' ? loaded.match.record : null,
      seats: loaded.kind === 'ok' ? loaded.match.seats : [],
      settings,
      log: loaded.kind === 'ok' ? loaded.match.log : [],
      error: null,
      notice: loaded.kind === 'bad' ? loaded.message : null,
      selection: [],
      roundStats: loaded.kind === 'ok' ? loaded.match.roundStats : { start: [], penalties: [] },
      lastActor: loaded.kind === 'ok' ? loaded.match.lastActor : null,
      results,
      chant: null,

      startMatch(config: NewMatchConfig): boolean {
        const name = config.name.trim() || 'You';
        const seats: SeatConfig[] = [
          { name, kind: 'human', level: 'easy' },
          ...config.opponents.map((o, i) => ({
            name: o.name?.trim() || BOT_NAMES[i] || `Bot ${i + 1}`,
            kind: 'bot' as const,
            level: o.level,
          })),
        ];
        const seed = config.seed ?? Math.floor(random() * 2 ** 31);
        return begin(seats, config.preset, seed);
      },

      dispatch(action: Action, meta?: { reason?: string }): boolean {
        const s = get();
        if (!s.game || !s.record) return false;
        const res = applyAction(s.game, action);
        if (!res.ok) {
          set({ error: res.error.message });
          return false;
        }
        const game = res.value;
        const record: GameRecord = { ...s.record, actions: [...s.record.actions, action] };
        const step = record.actions.length;
        const lines = logLines(
          game,
          s.seats.map((x) => x.name),
          step,
          meta?.reason,
        );
        const mine = (g: Game) => (g.hands[HUMAN_SEAT] ?? []).join(',');
        const turnAction =
          action.type === 'play' ||
          action.type === 'draw' ||
          action.type === 'pass' ||
          action.type === 'call';
        set({
          game,
          record,
          log: [...s.log, ...lines].slice(-LOG_KEEP),
          error: null,
          selection: mine(game) === mine(s.game) && game.turn === s.game.turn ? s.selection : [],
          roundStats: nextStats(s.roundStats, s.game, game.events),
          lastActor: turnAction ? action.seat : action.type === 'next-round' ? null : s.lastActor,
          // A chant lasts until the next turn is played.
          chant: turnAction || action.type === 'next-round' ? null : s.chant,
        });
        if (game.phase === 'game-over') recordResult(game, s.seats, record);
        persistMatch();
        return true;
      },

      playAgain(): void {
        const s = get();
        if (!s.record || s.seats.length < 2) {
          set({ screen: 'new' });
          return;
        }
        const preset = typeof s.record.rules === 'string' ? s.record.rules : 'grayzone';
        begin(s.seats, preset as PresetName, Math.floor(random() * 2 ** 31));
      },

      abandon(): void {
        set({
          screen: 'new',
          panel: null,
          game: null,
          record: null,
          log: [],
          selection: [],
          error: null,
          lastActor: null,
          chant: null,
        });
        saveMatch(storage, null);
      },

      showNewGame(): void {
        set({ screen: 'new', panel: null });
      },

      showTable(): void {
        if (get().game) set({ screen: 'table', panel: null });
      },

      toggleCard(index: number): void {
        const sel = get().selection;
        set({
          selection: sel.includes(index) ? sel.filter((i) => i !== index) : [...sel, index],
          error: null,
        });
      },

      clearSelection(): void {
        set({ selection: [] });
      },

      updateSettings(patch): void {
        const next = { ...get().settings, ...patch };
        set({ settings: next });
        saveSettings(storage, next);
      },

      openPanel(panel): void {
        set({ panel });
      },

      dismissError(): void {
        set({ error: null });
      },

      dismissNotice(): void {
        set({ notice: null });
      },

      sayChant(seat: number, text: string): void {
        const s = get();
        if (s.settings.muteChants) return;
        const step = s.record?.actions.length ?? 0;
        const name = s.seats[seat]?.name ?? `Seat ${seat + 1}`;
        const id = nextId++;
        set({
          chant: { id, seat, text },
          log: [
            ...s.log,
            { id, step, kind: 'chant' as const, seat, text: `${name}: “${text}”` },
          ].slice(-LOG_KEEP),
        });
      },
    };
  });

  // Log ids stay unique after a resume.
  nextId = store.getState().log.reduce((m, e) => Math.max(m, e.id), 0) + 1;
  return store;
}
