/**
 * The expert: hard's close choices (take or push; its best few discards) each tried in
 * worlds dealt from its own view by the engine's `determinize` (the hands it cannot see,
 * the stock, the pushed cards it saw going left), with the platform's search
 * (src/kit/search.ts) playing each world on the flat engine with the quick policy for
 * every seat (quick.ts). The same worlds serve every choice, so their gains are paired;
 * the expert leaves hard's choice only for a gain clear of the playouts' noise.
 */
import { type SearchResult, type SearchSpec, search } from '../../../kit/search';
import type { Status } from '../../../kit/status';
import type { Token } from '../../../lib/tokens';
import type { BotOptions } from '../../module';
import type { Action, Game, PlayerView } from '../engine';
import { actionsFor, applyAction, determinize, playerView } from '../engine';
import {
  applyCode,
  copyInto,
  DISCARD_CODE,
  type Flat,
  load,
  newFlat,
  PUSH,
  TAKE,
} from '../engine/fast';
import { cardOf, missing, needsOf, points } from './hand';
import { playOn, valueFor } from './quick';
import { type Choice, choose, rankDiscards } from './think';
import { cardToken, type Part, say } from './words';

export interface ExpertSettings {
  /** Discards searched: hard's best few. */
  candidates: number;
  /** Actions played out before the cutoff. */
  depth: number;
  /**
   * Points the playouts must gain to overturn hard's choice, and in standard errors (a
   * looser bar, 0.5 and 1.5, let the playouts' noise overturn hard: even with hard). This
   * bar, expert minus hard over 2,000 rounds at 12 worlds: -1.58 [95% -2.49, -0.67] (seed
   * 1000), -1.22 [-2.00, -0.44] (seed 5000); at the default budget, CPU p99 141 ms.
   */
  overturn: number;
  sure: number;
  /** A decision's budget (ms) unless `timeMs` says otherwise: p99 under 200. */
  timeMs: number;
  /**
   * Shed the highest card (before the search) while not down and at least 2 cards short,
   * once another seat is down with this many cards or fewer (0: never): the round may end
   * before the contract is laid, and every card in hand then scores.
   */
  dumpAt: number;
  /** Which of hard's choices the search may overturn: take or push, discards. */
  searchDraw: boolean;
  searchDiscard: boolean;
}

export const EXPERT: ExpertSettings = {
  candidates: 3,
  depth: 80,
  overturn: 1.5,
  sure: 2.5,
  timeMs: 90,
  dumpAt: 0,
  searchDraw: true,
  searchDiscard: true,
};

const status = (g: Game): Status =>
  ({
    phase: g.phase,
    round: g.round,
    turn: g.phase === 'playing' ? g.turn : null,
    scores: g.scores,
    roundScores: g.roundScores,
    winners: g.winners,
  }) as unknown as Status;

const BASE = newFlat();
const WORK = newFlat();

/** The flat engine's code of a take, push or discard. */
function codeOf(a: Action): number {
  if (a.type === 'take') return TAKE;
  if (a.type === 'push') return PUSH;
  if (a.type === 'discard') return DISCARD_CODE + cardOf(a.card);
  throw new Error(`the expert searches no ${a.type}`);
}

export const SPEC: SearchSpec<Game, Action, PlayerView> = {
  engine: { determinize, actionsFor, applyAction, playerView, status },
  rollout: (_v, legal) => legal[0] as Action,
  evaluate: () => 0,
  playouts(world: Game, seat: number) {
    load(world, BASE);
    return (a: Action) => {
      const x: Flat = copyInto(WORK, BASE);
      applyCode(x, codeOf(a));
      playOn(x, EXPERT.depth);
      return valueFor(x, seat);
    };
  },
};

/** The worlds the last decision searched (0: none), for the arena's timing. */
export const LAST_SEARCH = { worlds: 0 };

export interface ExpertChoice {
  choice: Choice;
  result: SearchResult<Action> | null;
  lines: Token[][];
}

function candidates(view: PlayerView, legal: readonly Action[], first: Choice): Choice[] {
  if (view.stage === 'draw') {
    if (!EXPERT.searchDraw) return [first];
    const other = legal.find(
      (a) => (a.type === 'take' || a.type === 'push') && a.type !== first.action.type,
    );
    if (!other) return [first];
    const top = cardOf(view.discard[view.discard.length - 1] as string);
    return [
      first,
      {
        action: other,
        why:
          other.type === 'take'
            ? { k: 'take', card: top, for: 'only' }
            : {
                k: 'push',
                card: top,
                left: (view.seat + 1) % view.players,
                short: 0,
                for: 'no-help',
              },
      },
    ];
  }
  if (first.action.type !== 'discard' || !EXPERT.searchDiscard) return [first];
  // Hard's best few, and its highest card (shedding points when the round may end soon).
  // The first choice leads (the search's baseline), then hard's others.
  const card = (c: Choice) => (c.action.type === 'discard' ? c.action.card : '');
  const ranked = rankDiscards(view, legal, 'hard').filter((c) => card(c) !== card(first));
  const out = [first, ...ranked.slice(0, EXPERT.candidates - 1)];
  const high = [...ranked].sort((x, y) => handPoints(y) - handPoints(x))[0];
  if (high && !out.some((c) => card(c) === card(high))) out.push(high);
  return out;
}

const handPoints = (c: Choice): number =>
  c.action.type === 'discard' ? points(cardOf(c.action.card)) : 0;

const actWord = (a: Action): Part[] =>
  a.type === 'take'
    ? ['taking']
    : a.type === 'push'
      ? ['pushing']
      : a.type === 'discard'
        ? ['discarding ', cardToken(cardOf(a.card))]
        : [a.type];

/** The highest card to shed when the round may end before the contract (EXPERT.dumpAt). */
function dumping(view: PlayerView, legal: readonly Action[]): Choice | null {
  if (view.stage !== 'meld' || view.down[view.seat] || EXPERT.dumpAt <= 0) return null;
  if (legal.some((a) => a.type !== 'discard')) return null;
  const out = view.handSizes.findIndex(
    (n, s) => s !== view.seat && view.down[s] && n <= EXPERT.dumpAt,
  );
  if (out < 0 || missing(view.hand.map(cardOf), needsOf(view), view.rules.wildTwos) < 2)
    return null;
  let best: Extract<Action, { type: 'discard' }> | null = null;
  for (const a of legal)
    if (
      a.type === 'discard' &&
      (best === null || points(cardOf(a.card)) > points(cardOf(best.card)))
    )
      best = a;
  if (!best) return null;
  const card = cardOf(best.card);
  return {
    action: best,
    why: { k: 'discard', card, for: 'dump', short: 0, out, cards: view.handSizes[out] ?? 0 },
  };
}

export function expertChoice(
  view: PlayerView,
  legal: readonly Action[],
  o: BotOptions & { iterations?: number },
): ExpertChoice {
  LAST_SEARCH.worlds = 0;
  const first = dumping(view, legal) ?? choose(view, legal, 'hard');
  const cands = candidates(view, legal, first);
  if (cands.length < 2 || o.iterations === 0) return { choice: first, result: null, lines: [] };
  const result = search(
    SPEC,
    view,
    view.seat,
    cands.map((c) => c.action),
    {
      seed: o.seed ^ (view.turnsPlayed * 131 + view.round),
      iterations: o.iterations,
      timeMs: o.timeMs ?? EXPERT.timeMs,
    },
  );
  LAST_SEARCH.worlds = result.worlds;
  let best = 0;
  result.stats.forEach((s, i) => {
    if (
      s.vsFirst >= EXPERT.overturn &&
      s.vsFirst >= EXPERT.sure * s.seVsFirst &&
      s.mean > (result.stats[best]?.mean ?? 0)
    )
      best = i;
  });
  const chosen = cands[best] ?? first;
  const lines = result.stats.map((s) =>
    say(
      `Over ${result.worlds} dealt worlds, `,
      ...actWord(s.action),
      ` ended ${Math.abs(s.mean).toFixed(1)} points ${s.mean >= 0 ? 'better' : 'worse'} than the others' average.`,
    ),
  );
  // A search's pick keeps the claim hard's ranking made for it (a take or push searched: only that it was the better bet).
  const act = chosen.action.type;
  const choice: Choice =
    best === 0 || (act !== 'take' && act !== 'push')
      ? chosen
      : {
          action: chosen.action,
          why: {
            k: 'searched',
            act,
            card: cardOf(view.discard[view.discard.length - 1] as string),
            worlds: result.worlds,
            gain: result.stats[best]?.vsFirst ?? 0,
            left: (view.seat + 1) % view.players,
          },
        };
  return { choice, result, lines };
}
