/**
 * "What would the expert do?" (issue 11): when the person on screen is to act and the
 * setting is on, the expert works out its move from that person's own view and actions
 * (in its Web Worker in the browser) and the table shows it. Pass and play: only the
 * person holding the device gets advice, for their own hand.
 */

import type { Decision } from '../bots/types';
import { actionsFor, type Game, playerView } from '../engine';
import { type Decide, type DecideRequest, directDecider } from './deciders';
import type { GameStore } from './gameStore';
import { selectViewer } from './selectors';
import { HINT_PATIENCE_MS } from './timing';

/** The turn a hint is for: a KAPAGA call or a catch by someone else does not change it. */
export const turnKey = (g: Game): string =>
  `${g.round}:${g.turn}:${g.stage}:${g.discard.length}:${(g.hands[g.turn] ?? []).length}`;

export interface HintRunnerOptions {
  /** Thinks on the page when `decide` fails or misses its patience (default: the expert here). */
  fallback?: Decide;
}

/**
 * Advise the person on screen; returns a function that stops it. Each table position is
 * asked once: a position is the game itself and the seat advised, never a move count, which
 * a new match (the same deal, after watching the bots) or a resumed one shares with the
 * last. A request that fails, answers nothing or misses HINT_PATIENCE_MS is thought out on
 * the page, so the advice comes on every turn.
 */
export function startHintRunner(
  store: GameStore,
  decide: Decide,
  options: HintRunnerOptions = {},
): () => void {
  const fallback = options.fallback ?? directDecider();
  /** The position last asked about: while it is on the table, it is not asked again. */
  let asked: { game: Game; seat: number } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const plan = () => {
    if (stopped) return;
    const s = store.getState();
    const g = s.game;
    const me = selectViewer(s);
    const step = s.record?.actions.length ?? -1;
    if (!s.table.getState().adviser || !g || !s.record || g.phase !== 'playing' || me === null)
      return;
    if (g.turn !== me || s.tab !== 'owner' || s.hint?.step === step) return;
    if (asked?.game === g && asked.seat === me) return;
    const legal = actionsFor(g, me).filter((a) => a.type !== 'next-round' && a.type !== 'catch');
    if (legal.length === 0) return;
    const mine = { game: g, seat: me };
    asked = mine;
    clearTimeout(timer);
    const req: DecideRequest = {
      level: 'expert',
      seed: (s.record.seed ^ 0x5eed) | 0,
      view: playerView(g, me),
      legal,
    };
    let settled = false;
    const current = () => !stopped && !settled && asked === mine;
    const show = (d: Decision) => {
      const now = store.getState();
      if (now.game !== g || selectViewer(now) !== me) {
        // The table moved on: this position may come back (the device back in the same
        // hands), so it is asked again then.
        if (asked === mine) asked = null;
        return;
      }
      if (!d.action) throw new Error('the expert chose nothing');
      settled = true;
      clearTimeout(timer);
      now.showHint({ step, turn: turnKey(g), seat: me, action: d.action, reason: d.reason });
    };
    // No answer, a failure or an empty one: the expert thinks here instead.
    const onThePage = (e?: unknown) => {
      if (!current()) return;
      if (e !== undefined) console.error('Kapaga: the expert could not advise', e);
      settled = true;
      clearTimeout(timer);
      try {
        const d = fallback(req);
        if (d instanceof Promise) throw new Error('the fallback must answer at once');
        const now = store.getState();
        if (now.game === g && selectViewer(now) === me && d.action)
          now.showHint({ step, turn: turnKey(g), seat: me, action: d.action, reason: d.reason });
      } catch (err) {
        console.error('Kapaga: the expert could not advise on the page either', err);
      }
    };
    const answered = (d: Decision) => {
      if (!current()) return;
      try {
        show(d);
      } catch (e) {
        onThePage(e);
      }
    };
    timer = setTimeout(() => onThePage(), HINT_PATIENCE_MS);
    try {
      const d = decide(req);
      if (d instanceof Promise) d.then(answered, onThePage);
      else answered(d);
    } catch (e) {
      onThePage(e);
    }
  };
  // The adviser is the table's setting: turned on mid-turn, it advises at once.
  const unsubscribe = [store.subscribe(plan), store.getState().table.subscribe(plan)];
  plan();
  return () => {
    stopped = true;
    clearTimeout(timer);
    for (const u of unsubscribe) u();
  };
}
