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
  err,
  type Game,
  type GameEvent,
  type GameRecord,
  legalActions,
  newGame,
  ok,
  PRESET_NAMES,
  PRESETS,
  type PresetName,
  parseRecord,
  type Result,
  type Rules,
  replayRecord,
  resolveRules,
  rulesDiff,
} from '../engine';
import { decodeRecord, decodeRules } from '../lab/share';
import {
  browserStorage,
  type KeyValue,
  LOG_KEEP,
  loadMatch,
  loadResults,
  loadRules,
  loadSettings,
  SAVE_VERSION,
  saveMatch,
  saveResults,
  saveRules,
  saveSettings,
} from './persistence';
import { modeOf, soloSeat } from './seats';
import type {
  GameState,
  LogEntry,
  NewMatchConfig,
  PastResult,
  RoundStats,
  SeatConfig,
  TableConfig,
  WatchState,
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

/** Watch mode: the name of the seat a person would have had. */
export const WATCH_NAME = 'Jules';

const lineKind = (e: GameEvent): LogEntry['kind'] => (e.type === 'kapaga' ? 'chant' : 'event');

const eventSeat = (e: GameEvent): number | null => ('seat' in e ? e.seat : null);

const sameRules = (a: Rules, b: Rules): boolean => Object.keys(rulesDiff(a, b)).length === 0;

/** The preset these rules are exactly, if any. */
export const presetOf = (rules: Rules): PresetName | null =>
  PRESET_NAMES.find((p) => sameRules(rules, PRESETS[p])) ?? null;

/** A record's rules: a preset's name when they are exactly a preset, else the changed fields. */
export const recordRules = (rules: Rules): Partial<Rules> | PresetName =>
  presetOf(rules) ?? rulesDiff(rules);

/**
 * A replay from what a person pasted or picked: a record's text, an `r1.` code, or a link
 * carrying `?replay=` (and maybe `names=`). It must play back to be accepted.
 */
export function readReplay(text: string): Result<{ record: GameRecord; names?: string[] }> {
  const t = text.trim();
  const code = /[?&]replay=([^&\s#]+)/.exec(t)?.[1] ?? (t.startsWith('r1.') ? t : null);
  const namesParam = /[?&]names=([^&\s#]+)/.exec(t)?.[1];
  const names = namesParam === undefined ? undefined : safeDecode(namesParam).split(',');
  if (code !== null) {
    const rec = decodeRecord(safeDecode(code));
    return rec.ok ? ok(names ? { record: rec.value, names } : { record: rec.value }) : rec;
  }
  const rec = parseRecord(t);
  if (!rec.ok) return rec;
  const g = replayRecord(rec.value);
  if (!g.ok) return err('bad-record', `This replay does not play back: ${g.error.message}`);
  return ok(
    rec.value.names ? { record: rec.value, names: rec.value.names } : { record: rec.value },
  );
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** People need names the log can use: no "You" when several share the device, no twins. */
export function tableSeats(seats: readonly SeatConfig[]): SeatConfig[] {
  const shared = modeOf(seats) === 'pass';
  const used = new Set<string>();
  return seats.map((s, i) => {
    let name = s.name.trim() || (s.kind === 'human' ? `Player ${i + 1}` : `Bot ${i + 1}`);
    if (shared && s.kind === 'human' && /^you$/i.test(name)) name = `Player ${i + 1}`;
    let unique = name;
    for (let k = 2; used.has(unique.toLowerCase()); k++) unique = `${name} ${k}`;
    used.add(unique.toLowerCase());
    return { ...s, name: unique };
  });
}

const handOf = (g: Game | null, seat: number): string => (g?.hands[seat] ?? []).join(',');

/** Pass and play: people whose hand changed while someone else held the device. */
function nextUnseen(
  seats: readonly SeatConfig[],
  holder: number | null,
  before: Game | null,
  after: Game,
  unseen: readonly boolean[],
): boolean[] {
  if (modeOf(seats) !== 'pass') return seats.map(() => false);
  return seats.map(
    (s, i) =>
      s.kind === 'human' &&
      i !== holder &&
      (unseen[i] === true || before === null || handOf(before, i) !== handOf(after, i)),
  );
}

const NO_WATCH: WatchState = { paused: false, steps: 0, showAll: true };

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

  function logLines(game: Game, seats: SeatConfig[], step: number, why?: string): LogEntry[] {
    const out: LogEntry[] = [];
    // One person is "you" in the log; several sharing the device are named, never "you".
    const you = soloSeat(seats);
    const names = seats.map((s, i) => (i === you ? YOU : s.name));
    const words = (t: string | null) => (t === null || you === null ? t : secondPerson(t));
    const reason = why === undefined ? undefined : seatNames(why, names, you);
    for (const e of game.events) {
      // Everyone may read `text`; a drawn card is only in `own`, for the seat that drew it.
      const text = words(describeEvent(e, names, null));
      const seat = eventSeat(e);
      const own = seat === null ? null : words(describeEvent(e, names, seat));
      if (text) {
        const line: LogEntry = { id: nextId++, step, kind: lineKind(e), seat, text };
        if (own && own !== text) line.own = own;
        out.push(line);
      }
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
          unseen: s.unseen,
        });
    }

    function begin(
      config: SeatConfig[],
      input: Partial<Rules> | PresetName,
      seed: number,
    ): boolean {
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
      nextId = 1;
      // Pass and play starts between people: nobody's hand shows until they take the device.
      const holder = modeOf(seats) === 'solo' ? soloSeat(seats) : null;
      set({
        screen: 'table',
        panel: null,
        game: g.value,
        record,
        seats,
        log: logLines(g.value, seats, 0),
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
        watch: { ...NO_WATCH, showAll: get().watch.showAll },
        replay: null,
      });
      persistMatch();
      return true;
    }

    function recordResult(game: Game, seats: SeatConfig[], record: GameRecord): void {
      const you = soloSeat(seats);
      const result: PastResult = {
        at: now(),
        players: seats.length,
        preset: typeof record.rules === 'string' ? record.rules : 'custom',
        rounds: game.round,
        winners: game.winners.map((s) => seats[s]?.name ?? `Seat ${s + 1}`),
        youWon: you !== null && game.winners.includes(you),
        yourScore: you === null ? 0 : (game.scores[you] ?? 0),
      };
      if (you === null) result.shared = true;
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
      kapagaArmed: false,
      roundStats: loaded.kind === 'ok' ? loaded.match.roundStats : { start: [], penalties: [] },
      lastActor: loaded.kind === 'ok' ? loaded.match.lastActor : null,
      results,
      chant: null,
      holder:
        loaded.kind === 'ok' && modeOf(loaded.match.seats) === 'solo'
          ? soloSeat(loaded.match.seats)
          : null,
      unseen: loaded.kind === 'ok' ? (loaded.match.unseen ?? []) : [],
      chosenRules: loadRules(storage),
      linkSeed: null,
      rulesCard: false,
      watch: NO_WATCH,
      demo: { id: null, toggled: false, at: 0 },
      replay: null,

      startMatch(config: NewMatchConfig): boolean {
        const name = config.name.trim() || 'You';
        const seats: SeatConfig[] = [
          { name, kind: 'human', level: 'easy' },
          ...config.opponents.map((o, i) => ({
            name: o.name?.trim() || BOT_NAMES[i] || `Bot ${i + 1}`,
            kind: o.kind ?? ('bot' as const),
            level: o.level,
          })),
        ];
        return get().startTable({
          seats,
          rules: config.rules ?? config.preset,
          seed: config.seed,
        });
      },

      startTable(config: TableConfig): boolean {
        if (config.seats.length < 2) {
          set({ error: 'A game needs at least two seats.' });
          return false;
        }
        const seed = config.seed ?? Math.floor(random() * 2 ** 31);
        const ok = begin(config.seats, config.rules, seed);
        if (ok && typeof config.rules === 'object') {
          set({ chosenRules: config.rules });
          saveRules(storage, config.rules);
        }
        return ok;
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
        const lines = logLines(game, s.seats, step, meta?.reason);
        const viewer = modeOf(s.seats) === 'solo' ? soloSeat(s.seats) : s.holder;
        const mine = (g: Game) => (viewer === null ? '' : handOf(g, viewer));
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
          kapagaArmed: false,
          roundStats: nextStats(s.roundStats, s.game, game.events),
          lastActor: turnAction ? action.seat : action.type === 'next-round' ? null : s.lastActor,
          // A chant lasts until the next turn is played.
          chant: turnAction || action.type === 'next-round' ? null : s.chant,
          unseen: nextUnseen(s.seats, s.holder, s.game, game, s.unseen),
          // Watch mode, paused: each action uses up one Step.
          watch:
            s.watch.paused && s.watch.steps > 0 && action.type !== 'next-round'
              ? { ...s.watch, steps: s.watch.steps - 1 }
              : s.watch,
        });
        if (game.phase === 'game-over') recordResult(game, s.seats, record);
        persistMatch();
        // R20: KAPAGA! pressed with this play is called the moment it lands, before anyone
        // could catch it; if the hand has no KAPAGA after all, nothing is called.
        if (s.kapagaArmed && action.type === 'play') {
          const call = legalActions(game).find(
            (a) => a.type === 'kapaga' && a.seat === action.seat,
          );
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
        begin(s.seats, s.record.rules, Math.floor(random() * 2 ** 31));
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
          holder: null,
          unseen: [],
          rulesCard: false,
        });
        saveMatch(storage, null);
      },

      showNewGame(): void {
        set({ screen: 'new', panel: null, error: null });
      },

      showTable(): void {
        if (get().game) set({ screen: 'table', panel: null });
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

      passDevice(): void {
        set({ holder: null, selection: [], error: null });
      },

      reveal(seat: number): void {
        const s = get();
        if (s.seats[seat]?.kind !== 'human') return;
        const unseen = s.unseen.slice();
        unseen[seat] = false;
        set({ holder: seat, unseen, selection: [], error: null });
      },

      setChosenRules(rules: Rules): void {
        set({ chosenRules: rules, error: null });
        saveRules(storage, rules);
      },

      dismissRulesCard(): void {
        set({ rulesCard: false });
      },

      openLink(params): void {
        if (params.rules !== undefined) {
          const r = decodeRules(params.rules);
          set(
            r.ok
              ? {
                  screen: 'new',
                  chosenRules: r.value.rules,
                  linkSeed: r.value.seed ?? null,
                  notice: 'These house rules came with the link you opened.',
                }
              : {
                  screen: 'new',
                  chosenRules: { ...PRESETS.grayzone },
                  linkSeed: null,
                  notice: r.error.message,
                },
          );
        }
        if (params.replay !== undefined) {
          const rec = decodeRecord(params.replay);
          if (rec.ok) get().openReplay(rec.value, params.names?.split(','));
          else set({ screen: 'new', notice: rec.error.message });
        }
      },

      setWatch(patch): void {
        set({ watch: { ...get().watch, ...patch } });
      },

      stepWatch(): void {
        const w = get().watch;
        set({ watch: { ...w, paused: true, steps: w.steps + 1 } });
      },

      showDemos(): void {
        set({ screen: 'demos', panel: null, demo: { id: null, toggled: false, at: 0 } });
      },

      openDemo(id): void {
        set({ demo: { id, toggled: false, at: 0 } });
      },

      demoStep(to: number): void {
        set({ demo: { ...get().demo, at: Math.max(0, to) } });
      },

      toggleDemoRule(): void {
        const d = get().demo;
        // Toggling replays the demo from its start.
        set({ demo: { ...d, toggled: !d.toggled, at: 0 } });
      },

      openReplay(record, names): void {
        const n = record.setup ? record.setup.hands.length : record.players;
        const s = get();
        const fromTable = s.record === record ? s.seats.map((x) => x.name) : null;
        const given = names && names.length === n ? names.map((x) => x.slice(0, 20)) : null;
        set({
          screen: 'replay',
          panel: null,
          error: null,
          replay: {
            record,
            names: given ?? fromTable ?? Array.from({ length: n }, (_, i) => `Seat ${i + 1}`),
            at: 0,
          },
        });
      },

      importReplay(text: string): boolean {
        const r = readReplay(text);
        if (!r.ok) {
          set({ error: r.error.message });
          return false;
        }
        get().openReplay(r.value.record, r.value.names);
        return true;
      },

      replayTo(at: number): void {
        const r = get().replay;
        if (!r) return;
        set({ replay: { ...r, at: Math.max(0, Math.min(at, r.record.actions.length)) } });
      },

      closeReplay(): void {
        const s = get();
        set({ screen: s.game ? 'table' : 'new', replay: null, error: null });
      },
    };
  });

  // Log ids stay unique after a resume.
  nextId = store.getState().log.reduce((m, e) => Math.max(m, e.id), 0) + 1;
  return store;
}
