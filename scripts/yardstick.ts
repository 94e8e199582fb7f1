/**
 * Research: how good are a bot's single decisions? A sharper measure than whole rounds,
 * whose points swing so much that 1,200 of them still leave a +-8% interval.
 *
 * `npm run yardstick -- make --positions N --rollouts R --out F [--seed S]`
 *   Positions from seeded 4-player grayzone rounds of hard bots (the seat to act, with at
 *   least two moves the expert would consider and no way out). Each such move is valued
 *   on the TRUE table: R playouts of the rest of the round by hard bots, the stock
 *   reshuffled (the same R shuffles for every move), reward as the expert counts it (what
 *   the others take on average less what this seat takes).
 * `npm run yardstick -- eval F [--level expert|hard] [--iterations I | --time-ms T]
 *   [--expert '{"playout":"greedy"}'] [--oracle | --know 1,3] [--repeat K] [--bot-seed S]`
 *   Each position's decision from the seat's own view: mean regret (the best move's value
 *   less the chosen one's) with its standard error, and how often the best was chosen.
 *   `--oracle` hands the expert every true hand, `--know` only those of the seats so many
 *   places after its own (what each hand's secret is worth).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createBot, EXPERT, type Level } from '../src/games/kapaga/bots';
import { candidates } from '../src/games/kapaga/bots/expert';
import {
  type Action,
  actionsFor,
  applyAction,
  cardEffect,
  DRAW_FIVE,
  DRAW_TWO,
  type Game,
  goesOut,
  isAceAlone,
  JOKER_EFFECT,
  newGame,
  PASS_LEFT,
  PASS_RIGHT,
  parseCard,
  playerView,
  SKIP,
} from '../src/games/kapaga/engine';
import { cloneGame, shuffle } from '../src/games/kapaga/engine/fast';
import { botStep, makeBots } from '../src/games/kapaga/sim/arena';

interface Position {
  /** The round's deal seed and step (to find the position again). */
  deal: number;
  step: number;
  game: Game;
  seat: number;
  actions: Action[];
  /** Per action: its mean reward over the playouts, and that mean's standard error. */
  q: number[];
  se: number[];
}

const opt = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const key = (a: Action): string => JSON.stringify(a);
const mine = (g: Game, seat: number): Action[] =>
  actionsFor(g, seat).filter((a) => a.type !== 'next-round');

/** The seat's reward for the round from `before` to `after`: as the expert's playouts count it. */
function reward(before: Game, after: Game, seat: number): number {
  let others = 0;
  let count = 0;
  let me = 0;
  for (let s = 0; s < before.seats; s++) {
    if (before.eliminated[s]) continue;
    const cost = (after.scores[s] as number) - (before.scores[s] as number);
    if (s === seat) me = cost;
    else {
      others += cost;
      count++;
    }
  }
  return others / Math.max(1, count) - me;
}

function value(g: Game, a: Action, rollouts: number, seed: number): { q: number; se: number } {
  let sum = 0;
  let squares = 0;
  for (let k = 0; k < rollouts; k++) {
    const world = cloneGame(g);
    const rng = { rng: seed * 7919 + k };
    shuffle(rng, world.stock);
    world.rng = rng.rng;
    const first = applyAction(world, a);
    if (!first.ok) throw new Error(first.error.message);
    const h = continueRound(first.value, seed * 31 + k);
    const x = reward(g, h, g.turn);
    sum += x;
    squares += x * x;
  }
  const q = sum / rollouts;
  return { q, se: Math.sqrt(Math.max(0, squares / rollouts - q * q) / rollouts) };
}

/**
 * The rest of the round by hard bots, lean: every seat calls KAPAGA at once (hard never
 * forgets, so nobody is caught) and only the seat to act decides.
 */
function continueRound(start: Game, seed: number): Game {
  let g = start;
  const bot = createBot('hard', { seed });
  for (let steps = 0; g.phase === 'playing' && steps < 5000; steps++) {
    let a: Action | null = null;
    for (let s = 0; s < g.seats && !a; s++)
      if (!g.eliminated[s] && g.kapaga[s] && !g.kapagaCalled[s]) a = { type: 'kapaga', seat: s };
    a ??= bot.decide(playerView(g, g.turn), mine(g, g.turn)).action as Action;
    const next = applyAction(g, a);
    if (!next.ok) throw new Error(next.error.message);
    g = next.value;
  }
  return g;
}

/** What kind of move `a` is, by what its cards do (for the --kinds breakdown). */
function kindOf(g: Game, a: Action): string {
  if (a.type !== 'play') return a.type;
  const cards = a.cards.map((c) => parseCard(c) as number);
  const effects = cards.map((c) => cardEffect(g.rules, c));
  if (effects.includes(PASS_LEFT) || effects.includes(PASS_RIGHT)) return 'pass-hands';
  if (a.call) return 'eight';
  if (effects.includes(JOKER_EFFECT)) return 'joker';
  if (effects.includes(DRAW_TWO) || effects.includes(DRAW_FIVE)) return 'penalty';
  if (effects.includes(SKIP)) return 'skip';
  if (isAceAlone(g.rules, cards)) return 'ace';
  return cards.length > 1 ? 'several' : 'plain';
}

function make(): void {
  const count = Number(opt('positions') ?? 300);
  const rollouts = Number(opt('rollouts') ?? 100);
  const seed0 = Number(opt('seed') ?? 800000);
  const out: Position[] = [];
  const t0 = performance.now();
  for (let deal = seed0; out.length < count; deal++) {
    const start = newGame({ players: 4, seed: deal });
    if (!start.ok) throw new Error(start.error.message);
    let g = start.value;
    const bots = makeBots(['hard', 'hard', 'hard', 'hard'], deal, {} as never);
    for (let step = 0; g.phase === 'playing' && out.length < count; step++) {
      // One position every few steps of each round, at the seat to act.
      if (step % 4 === 1) {
        const seat = g.turn;
        const legal = mine(g, seat);
        const view = playerView(g, seat);
        const hand = view.hand.map((c) => parseCard(c) as number);
        const acts = candidates(view, legal);
        const quiet = !legal.some((a) => a.type === 'kapaga' || a.type === 'catch');
        const out1 = legal.some(
          (a) =>
            a.type === 'play' &&
            goesOut(
              g.rules,
              a.cards.map((c) => parseCard(c) as number),
              hand.length,
            ),
        );
        if (quiet && !out1 && acts.length >= 2) {
          const vals = acts.map((a) => value(g, a, rollouts, deal * 1000 + step));
          out.push({
            deal,
            step,
            game: cloneGame(g),
            seat,
            actions: acts,
            q: vals.map((v) => v.q),
            se: vals.map((v) => v.se),
          });
          if (out.length % 20 === 0)
            console.error(
              `${out.length} positions, ${((performance.now() - t0) / 1000).toFixed(0)}s`,
            );
        }
      }
      g = botStep(g, bots);
    }
  }
  writeFileSync(opt('out') ?? 'positions.json', JSON.stringify(out));
}

/**
 * The position played again from its deal (seeded, so the same table), with every field
 * the engine keeps today: a file made by older code still evaluates the newer bots.
 */
function again(p: Position): Game {
  const start = newGame({ players: 4, seed: p.deal });
  if (!start.ok) throw new Error(start.error.message);
  let g = start.value;
  const bots = makeBots(['hard', 'hard', 'hard', 'hard'], p.deal, {} as never);
  for (let k = 0; k < p.step; k++) g = botStep(g, bots);
  if (JSON.stringify(g.hands) !== JSON.stringify(p.game.hands) || g.turn !== p.game.turn)
    throw new Error(`deal ${p.deal} step ${p.step} does not play out as it did`);
  return g;
}

function evaluate(file: string): void {
  const positions = JSON.parse(readFileSync(file, 'utf8')) as Position[];
  const level = (opt('level') ?? 'expert') as Level;
  Object.assign(EXPERT, opt('expert') ? JSON.parse(opt('expert') as string) : {});
  const iterations = opt('iterations') ? Number(opt('iterations')) : undefined;
  const timeMs = opt('time-ms') ? Number(opt('time-ms')) : undefined;
  // --know 1,3: the oracle is handed only the hands of the seats 1 and 3 places after its own.
  const know = opt('know')?.split(',').map(Number);
  const oracle = process.argv.includes('--oracle') || know !== undefined;
  const regrets: number[] = [];
  let best = 0;
  let outside = 0;
  const t0 = performance.now();
  const repeat = Number(opt('repeat') ?? 1);
  const byKind = new Map<string, { n: number; regret: number }>();
  const runs = positions.flatMap((p, i) =>
    Array.from({ length: repeat }, (_, k) => ({ p, i: i + k * 100_000 })),
  );
  for (const p of positions) p.game = again(p);
  runs.forEach(({ p, i }) => {
    // At the table every good player has called KAPAGA before the seat to act decides (the
    // arena's order); the values do not change (nobody would be caught).
    for (let s = 0; s < p.game.seats; s++)
      if (p.game.kapaga[s] && !p.game.kapagaCalled[s] && !p.game.eliminated[s]) {
        const called = applyAction(p.game, { type: 'kapaga', seat: s });
        if (called.ok) p.game = called.value;
      }
    const legal = mine(p.game, p.seat);
    const bot = createBot(level, {
      seed: 1 + i + Number(opt('bot-seed') ?? 0),
      iterations,
      timeMs,
      oracle: oracle ? { game: p.game, know } : undefined,
    });
    const d = bot.decide(playerView(p.game, p.seat), legal);
    const top = Math.max(...p.q);
    const k = p.actions.findIndex((a) => d.action && key(a) === key(d.action));
    if (k < 0) {
      outside++;
      return;
    }
    regrets.push(top - (p.q[k] as number));
    if (p.q[k] === top) best++;
    // By what the position offered, for --kinds.
    for (const kind of new Set(p.actions.map((a) => kindOf(p.game, a)))) {
      const t = byKind.get(kind) ?? { n: 0, regret: 0 };
      t.n++;
      t.regret += top - (p.q[k] as number);
      byKind.set(kind, t);
    }
  });
  if (process.argv.includes('--kinds'))
    for (const [kind, t] of [...byKind].sort((a, b) => b[1].regret - a[1].regret))
      console.log(
        `  ${kind.padEnd(8)} ${String(t.n).padStart(5)} positions, regret ${(t.regret / t.n).toFixed(1)}, share ${((100 * t.regret) / regrets.reduce((a, b) => a + b, 0)).toFixed(0)}%`,
      );
  const n = regrets.length;
  const mean = regrets.reduce((a, b) => a + b, 0) / Math.max(1, n);
  const sd = Math.sqrt(regrets.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, n - 1));
  console.log(
    `${level}${know ? ` (knows the hands ${know.join(',')} after it)` : oracle ? ' (oracle)' : ''} ${iterations ?? `${timeMs ?? 150}ms`}: ` +
      `regret ${mean.toFixed(1)} +- ${(sd / Math.sqrt(Math.max(1, n))).toFixed(1)} points over ${n} decisions, ` +
      `best move ${((100 * best) / Math.max(1, n)).toFixed(1)}%` +
      (outside ? `, ${outside} moves outside the valued set` : '') +
      `; ${((performance.now() - t0) / 1000).toFixed(0)}s`,
  );
}

const mode = process.argv[2];
if (mode === 'make') make();
else if (mode === 'eval') evaluate(process.argv[3] as string);
else {
  console.error('usage: yardstick make --positions N --rollouts R --out F | eval F [options]');
  process.exit(2);
}
