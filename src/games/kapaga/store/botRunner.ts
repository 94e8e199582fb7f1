/**
 * Plays the bot seats. When a bot is to act it is asked, after a short delay set by the
 * speed setting, with its playerView and its own legal actions. Off turn, bots are asked
 * too: to call their own KAPAGA, and to catch an opponent who has not called, but a catch
 * only after the level's CATCH_REACTION_MS (R21), so a person has time to call first.
 * Pass and play: a person whose hand changed while another held the device has not seen
 * it, so cannot have called: their catch clock starts once they have (GameState.unseen).
 * Watch mode: paused, the bots act only as many times as Step was pressed.
 */

import type { Decision, Level } from '../bots/types';
import { type Action, type Game, playerView } from '../engine';
import { type Decide, directDecider } from './deciders';
import type { GameStore } from './gameStore';
import { actionsOf } from './selectors';
import { BOT_DELAY, CATCH_REACTION_MS, OWN_CALL_MS, ROUND_PAUSE } from './timing';
import type { GameState } from './types';

export interface Timers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export interface BotRunnerOptions {
  decide?: Decide;
  timers?: Timers;
  now?: () => number;
}

interface Task {
  key: string;
  kind: 'turn' | 'kapaga' | 'catch' | 'next';
  seat: number;
  step: number;
  delay: number;
}

const defaultTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

/** A small deterministic hash: whether a bot with two cards chants, by seed and moment. */
function hashChance(a: number, b: number, c: number): number {
  let h = (a ^ Math.imul(b + 0x9e3779b9, 0x85ebca6b) ^ Math.imul(c + 1, 0xc2b2ae35)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b) >>> 0;
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

const CHANT_CHANCE = 0.35;

/** The seed each bot seat plays with: fixed by the match seed, so a match replays. */
export const botSeed = (matchSeed: number, seat: number): number =>
  (Math.imul(matchSeed, 31) + seat * 7919 + 1) | 0;

/** Start playing the bots of `store`; returns a function that stops it. */
export function startBotRunner(store: GameStore, options: BotRunnerOptions = {}): () => void {
  const decide = options.decide ?? directDecider();
  const timers = options.timers ?? defaultTimers;
  const now = options.now ?? Date.now;
  const tasks = new Map<string, { task: Task; handle: unknown }>();
  const asked = new Set<string>();
  /** Since when each seat has had a KAPAGA it has not called (the catch clock). */
  const since = new Map<number, number>();
  let lastStep = -1;
  let stopped = false;

  const levelOf = (s: GameState, seat: number): Level | null => {
    const cfg = s.seats[seat];
    return cfg && cfg.kind === 'bot' ? cfg.level : null;
  };

  /** One catch model for every target, person or bot: the catcher's level says how soon. */
  const reaction = (catcher: Level): number => CATCH_REACTION_MS[catcher];

  // Paused watch mode, the match played in another tab, or a lesson (its moves are scripted).
  const held = (s: GameState) =>
    (s.watch.paused && s.watch.steps <= 0) || s.tab !== 'owner' || s.lesson !== null;

  function wanted(s: GameState, g: Game, step: number, t: number): Task[] {
    const out: Task[] = [];
    if (s.panel !== null || held(s)) return out;
    // A Step while paused is taken at once.
    const delay = s.watch.paused ? 0 : BOT_DELAY[s.table.getState().speed];
    // Watch mode (no person at the table): the next round is dealt after a moment to read
    // the round's summary.
    if (g.phase === 'round-over' && s.seats.every((c) => c.kind === 'bot'))
      out.push({ key: `next:${step}`, kind: 'next', seat: -1, step, delay: delay * ROUND_PAUSE });
    if (g.phase !== 'playing') return out;
    // Off turn, each bot acts from what its own view allows (RULES.md §9 actionsFor).
    const offTurn = s.seats.flatMap((_, seat) =>
      seat !== g.turn && levelOf(s, seat) ? actionsOf(g, seat) : [],
    );
    // A bot's own KAPAGA comes first, before the next turn is played (R20: in time).
    for (const a of offTurn)
      if (a.type === 'kapaga')
        out.push({
          key: `kapaga:${a.seat}:${step}`,
          kind: 'kapaga',
          seat: a.seat,
          step,
          delay: Math.min(delay / 2, OWN_CALL_MS),
        });
    if (levelOf(s, g.turn))
      out.push({ key: `turn:${g.turn}:${step}`, kind: 'turn', seat: g.turn, step, delay });
    for (const a of offTurn) {
      if (a.type === 'catch') {
        const level = levelOf(s, a.seat);
        const from = since.get(a.target);
        if (!level || from === undefined) continue;
        // +5 ms: the timer must not fire a hair before the reaction time is over.
        const wait = Math.max(delay, from + reaction(level) - t + 5);
        const key = `catch:${a.seat}:${step}`;
        const same = out.find((x) => x.key === key);
        if (same) same.delay = Math.min(same.delay, wait);
        else out.push({ key, kind: 'catch', seat: a.seat, step, delay: wait });
      }
    }
    return out;
  }

  function plan(): void {
    if (stopped) return;
    const s = store.getState();
    const g = s.game;
    const step = s.record?.actions.length ?? 0;
    const t = now();
    if (step !== lastStep) {
      asked.clear();
      lastStep = step;
    }
    // The catch clock: whose uncalled single card is in plain sight, and since when. A
    // person who has not yet seen the hand the table gave them cannot have called.
    const uncalled = new Set<number>();
    if (g && g.phase === 'playing' && s.panel === null)
      for (let seat = 0; seat < g.seats; seat++)
        for (const a of actionsOf(g, seat))
          if (a.type === 'catch' && s.unseen[a.target] !== true) uncalled.add(a.target);
    for (const seat of [...since.keys()]) if (!uncalled.has(seat)) since.delete(seat);
    for (const seat of uncalled) if (!since.has(seat)) since.set(seat, t);

    const want = g ? wanted(s, g, step, t) : [];
    const keys = new Set(want.map((w) => w.key));
    for (const [key, { handle }] of tasks)
      if (!keys.has(key)) {
        timers.clear(handle);
        tasks.delete(key);
      }
    for (const task of want) {
      if (tasks.has(task.key) || asked.has(task.key)) continue;
      tasks.set(task.key, { task, handle: timers.set(() => fire(task), task.delay) });
    }
  }

  /** What the bot may do now (actionsFor its seat), minus catches it has not noticed yet. */
  function legalFor(g: Game, seat: number, level: Level, t: number): Action[] {
    return actionsOf(g, seat).filter((a) => {
      if (a.type === 'next-round') return false;
      if (a.type !== 'catch') return true;
      const from = since.get(a.target);
      return from !== undefined && t - from >= reaction(level);
    });
  }

  function fire(task: Task): void {
    tasks.delete(task.key);
    if (stopped) return;
    asked.add(task.key);
    const s = store.getState();
    const g = s.game;
    if (task.kind === 'next') {
      if (g?.phase === 'round-over' && s.record?.actions.length === task.step)
        s.dispatch({ type: 'next-round' });
      return;
    }
    const level = levelOf(s, task.seat);
    if (!g || !s.record || !level || s.record.actions.length !== task.step) return;
    const legal = legalFor(g, task.seat, level, now());
    const offTurn = task.kind !== 'turn';
    if (offTurn && !legal.some((a) => a.type === 'kapaga' || a.type === 'catch')) return;
    if (legal.length === 0) return;
    const seed = botSeed(s.record.seed, task.seat);
    let answer: Decision | Promise<Decision>;
    try {
      answer = decide({ level, seed, view: playerView(g, task.seat), legal });
    } catch (e) {
      console.error('Kapaga: a bot failed to decide', e);
      answer = { action: null, reason: [] };
    }
    if (answer instanceof Promise) answer.then((d) => act(task, g, legal, d));
    else act(task, g, legal, answer);
  }

  function act(task: Task, asked: Game, legal: Action[], d: Decision): void {
    if (stopped) return;
    const s = store.getState();
    if (s.game !== asked) return; // the table moved on while it thought
    const a = d.action;
    const offTurn = task.kind !== 'turn';
    if (a && (!offTurn || a.type === 'kapaga' || a.type === 'catch')) {
      if (s.dispatch(a, { reason: d.reason })) {
        chant(task.seat, a);
        return;
      }
    }
    if (offTurn) return;
    // On its turn a bot must act: a bot that answered nothing legal draws (or keeps).
    const fallback =
      legal.find((x) => x.type === 'draw') ??
      legal.find((x) => x.type === 'pass') ??
      legal.find((x) => x.type === 'play' || x.type === 'call');
    if (fallback) s.dispatch(fallback, { reason: [{ say: 'simplest' }] });
  }

  function chant(seat: number, a: Action): void {
    const s = store.getState();
    const g = s.game;
    if (!g || !s.record || a.type !== 'play' || g.phase !== 'playing') return;
    if ((g.hands[seat]?.length ?? 0) !== 2 || g.kapagaCalled[seat]) return;
    if (hashChance(s.record.seed, s.record.actions.length, seat) < CHANT_CHANCE) s.sayChant(seat);
  }

  const unsubscribe = store.subscribe(plan);
  plan();
  return () => {
    stopped = true;
    unsubscribe();
    for (const { handle } of tasks.values()) timers.clear(handle);
    tasks.clear();
  };
}
