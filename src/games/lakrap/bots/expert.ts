/**
 * The expert: hard's best few plays, each tried in worlds dealt from the seat's view alone
 * (the engine's determinize: what is face up, exposed and played stays; the rest is dealt
 * at random) by the kit's search, played out on the flat engine by the quick policy for
 * every seat (rollout.ts), and scored by the seat's points for the round (L15). The same
 * worlds serve every play, so their gains are paired; the expert leaves hard's first
 * choice only for a gain clear of the playouts' noise.
 */
import { type SearchSpec, search } from '../../../kit/search';
import type { Token } from '../../../lib/tokens';
import type { BotOptions } from '../../module';
import {
  type Action,
  actionsFor,
  applyAction,
  determinize,
  type Game,
  type PlayerView,
  playerView,
  status,
} from '../engine';
import {
  applyCode,
  type Card,
  cardCode,
  codeOf,
  copyInto,
  F_ROUND_SCORES,
  load,
  newFlat,
} from '../engine/fast';
import type { Facts } from './facts';
import type { Scored } from './play';
import { playOn } from './rollout';
import { cardToken, line, type Speech } from './words';

export interface ExpertSettings {
  /** Plays searched: hard's best few. */
  candidates: number;
  /** Plays further than this behind hard's best (its score's units) are not searched. */
  margin: number;
  /** Standard errors of the paired gain needed to overturn hard's first choice. */
  sure: number;
  /** A decision's budget (ms) unless `timeMs` says otherwise: p99 under 200. */
  timeMs: number;
}

export const EXPERT: ExpertSettings = { candidates: 4, margin: 8, sure: 1, timeMs: 100 };

const BASE = newFlat();
const WORK = newFlat();

const SPEC: SearchSpec<Game, Action, PlayerView> = {
  engine: { determinize, actionsFor, applyAction, playerView, status },
  rollout: (_view, legal) => legal[0] as Action,
  evaluate: (g, seat) => g.roundScores?.[seat] ?? 0,
  playouts(world: Game, seat: number) {
    load(world, BASE);
    return (a: Action) => {
      copyInto(BASE, WORK);
      applyCode(WORK, codeOf(WORK, a));
      playOn(WORK);
      return WORK.f[F_ROUND_SCORES + seat] as number;
    };
  },
};

/** The worlds the last search dealt (0: none): the arena's timing reads it (research). */
export const LAST_SEARCH = { worlds: 0 };

export function expertPlay(
  f: Facts,
  scored: readonly Scored[],
  o: BotOptions & { iterations?: number },
  v: Speech,
): { card: Card; lines: Token[][] } {
  const top = scored[0] as Scored;
  const close = scored
    .filter((x) => x.score >= top.score - EXPERT.margin)
    .slice(0, EXPERT.candidates);
  LAST_SEARCH.worlds = 0;
  if (close.length < 2 || o.iterations === 0) return { card: top.card, lines: [] };
  const play = (c: Card): Action => ({ type: 'play', seat: f.me, card: cardCode(c) });
  const r = search(
    SPEC,
    f.view,
    f.me,
    close.map((x) => play(x.card)),
    { seed: o.seed, iterations: o.iterations, timeMs: o.timeMs ?? EXPERT.timeMs },
  );
  LAST_SEARCH.worlds = r.worlds;
  const i = r.stats.findIndex((s) => s.action === r.best);
  const st = r.stats[i];
  const gain = st?.vsFirst ?? 0;
  const pick = gain > 0 && gain >= EXPERT.sure * (st?.seVsFirst ?? 0) ? (close[i] ?? top) : top;
  const lines = r.stats.map((s, k) =>
    line(
      cardToken((close[k] as Scored).card),
      `: ${s.mean.toFixed(1)} points on average for ${v.its} team in ${r.worlds} dealt worlds played out.`,
    ),
  );
  return { card: pick.card, lines };
}
