/**
 * "What would the expert do?" (issue 11): when the person on screen is to act and the
 * setting is on, the expert works out its move from that person's own view and actions
 * (in its Web Worker in the browser) and the table shows it. Pass and play: only the
 * person holding the device gets advice, for their own hand.
 */
import { actionsFor, type Game, playerView } from '../engine';
import type { Decide } from './deciders';
import type { GameStore } from './gameStore';
import { selectViewer } from './selectors';

/** The turn a hint is for: a KAPAGA call or a catch by someone else does not change it. */
export const turnKey = (g: Game): string =>
  `${g.round}:${g.turn}:${g.stage}:${g.discard.length}:${(g.hands[g.turn] ?? []).length}`;

export function startHintRunner(store: GameStore, decide: Decide): () => void {
  let asked = -1;
  let stopped = false;
  const plan = () => {
    if (stopped) return;
    const s = store.getState();
    const g = s.game;
    const me = selectViewer(s);
    const step = s.record?.actions.length ?? -1;
    if (!s.settings.adviser || !g || !s.record || g.phase !== 'playing' || me === null) return;
    if (g.turn !== me || s.tab !== 'owner' || asked === step || s.hint?.step === step) return;
    asked = step;
    const legal = actionsFor(g, me).filter((a) => a.type !== 'next-round' && a.type !== 'catch');
    if (legal.length === 0) return;
    const seed = (s.record.seed ^ 0x5eed) | 0;
    const show = (d: Awaited<ReturnType<Decide>>) => {
      if (stopped || !d.action) return;
      const now = store.getState();
      if (now.game !== g || selectViewer(now) !== me) return; // the table moved on
      now.showHint({ step, turn: turnKey(g), seat: me, action: d.action, reason: d.reason });
    };
    try {
      const d = decide({ level: 'expert', seed, view: playerView(g, me), legal });
      if (d instanceof Promise) d.then(show, () => {});
      else show(d);
    } catch (e) {
      console.error('Kapaga: the expert could not advise', e);
    }
  };
  const unsubscribe = store.subscribe(plan);
  plan();
  return () => {
    stopped = true;
    unsubscribe();
  };
}
