/**
 * Plays Kapaga's bot seats through the table's one bot loop (src/platform/bots.ts
 * `runTable`): who may act, on turn and off (its own KAPAGA first, R20), the pauses, and a
 * catch only once the catcher's level has noticed the missing call (R21, `Bots.reactMs`).
 * What this store adds, as Kapaga's table:
 * - the bots wait while a panel is open, a lesson plays its script, or another tab has the
 *   match (a paused watch, with its Step, is the loop's own: TableNow.watch);
 * - pass and play: a person whose hand changed while another held the device has not seen
 *   it, so cannot have called: they may be caught only once they have (GameState.unseen);
 * - a bot that answers nothing legal on its turn draws (or keeps) instead;
 * - a bot left with two cards sometimes chants "Nearly KAPAGA!".
 */

import { type BotTable, type Pace, runTable } from '../../../platform/bots';
import type { Thinker } from '../../../platform/thinker';
import type { Decision as TableDecision } from '../../module';
import { chants } from '../bots/chant';
import type { Decision } from '../bots/types';
import { type Action, actionsFor, type Game, type PlayerView } from '../engine';
import { MODULE } from '../module';
import { isReason } from '../words';
import { type Decide, directDecider } from './deciders';
import type { GameStore } from './gameStore';
import { BOT_DELAY, OWN_CALL_MS, ROUND_PAUSE } from './timing';
import type { GameState } from './types';

export interface BotRunnerOptions {
  decide?: Decide;
}

/** Kapaga's pauses at the table's speed. */
function paceOf(s: GameState): Pace {
  const ms = BOT_DELAY[s.table.getState().speed];
  return { actMs: ms, urgentMs: Math.min(ms / 2, OWN_CALL_MS), roundMs: ms * ROUND_PAUSE };
}

/** The match played in another tab, a lesson (scripted), a panel open. */
const held = (s: GameState) => s.tab !== 'owner' || s.lesson !== null || s.panel !== null;

/** Kapaga's store as a table the platform's bots play. */
function storeTable(store: GameStore): BotTable {
  const s = () => store.getState();
  return {
    module: MODULE,
    now() {
      const { game, record, seats } = s();
      if (!game || !record) return null;
      const last = record.actions.at(-1);
      return {
        game,
        seats: seats.map((c) =>
          c.kind === 'bot'
            ? { kind: 'bot', name: c.name, level: c.level }
            : { kind: 'person', name: c.name },
        ),
        seed: record.seed,
        last: last && 'seat' in last ? last.seat : null,
        held: held(s()),
        watch: s().watch,
        pace: paceOf(s()),
        // A person who has not seen the hand the table gave them cannot have called yet.
        actionsFor: (g, seat) =>
          actionsFor(g as Game, seat).filter((a) => a.type !== 'catch' || !s().unseen[a.target]),
      };
    },
    subscribe: (listener) => store.subscribe(listener),
    answer(seat, d, onTurn) {
      const a = d.action as Action | null;
      const reason = isReason(d.why) ? d.why : [];
      if (a && s().dispatch(a, { reason })) return chant(seat, a);
      if (!onTurn) return;
      // On its turn a bot must act: a bot that answered nothing legal draws (or keeps).
      const legal = actionsFor(s().game as Game, seat);
      const fallback =
        legal.find((x) => x.type === 'draw') ??
        legal.find((x) => x.type === 'pass') ??
        legal.find((x) => x.type === 'play' || x.type === 'call');
      if (fallback) s().dispatch(fallback, { reason: [{ say: 'simplest' }] });
    },
    nextRound: () => s().dispatch({ type: 'next-round' }),
  };

  function chant(seat: number, a: Action): void {
    const { game: g, record } = s();
    if (!g || !record || a.type !== 'play' || g.phase !== 'playing') return;
    const left = g.hands[seat]?.length ?? 0;
    if (chants(left, g.kapagaCalled[seat] ?? false, record.seed, record.actions.length, seat))
      s().sayChant(seat);
  }
}

/** Kapaga's `decide` as the table's thinker: the reason travels as the decision's `why`. */
function thinkerOf(decide: Decide): Thinker {
  const told = (d: Decision): TableDecision<unknown> => ({
    action: d.action,
    reason: [],
    why: d.reason,
  });
  return {
    decide(q) {
      let d: Decision | Promise<Decision>;
      try {
        const req = {
          level: q.level,
          seed: q.seed,
          view: q.view as PlayerView,
          legal: q.legal as Action[],
        };
        d = decide(req);
      } catch (e) {
        console.error('Kapaga: a bot failed to decide', e);
        d = { action: null, reason: [] };
      }
      return d instanceof Promise ? d.then(told) : told(d);
    },
  };
}

/** Start playing the bots of `store`; returns a function that stops it. */
export function startBotRunner(store: GameStore, options: BotRunnerOptions = {}): () => void {
  return runTable(storeTable(store), thinkerOf(options.decide ?? directDecider()));
}
