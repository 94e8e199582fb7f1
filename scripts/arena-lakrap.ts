/**
 * `npm run arena -- --game lakrap [--rounds N] [--seats hard,medium,medium,medium] [--seed S]
 *   [--iterations I] [--expert '{"candidates":3}'] [--timing D]`
 * La Krap's bots against each other, 3-6 seats: the first level of `--seats` is measured
 * against the others (all one level). Each deal (a seed) is played once with the measured
 * level in each seat in turn (the seats rotated) and once with the other level in every
 * seat (the baseline), so the cards, the seat and the partners cancel out: the measured
 * level's edge is its points in a seat minus the baseline's points in that seat, per round,
 * averaged over the rotations of a deal, with a 95% interval over the deals. `--rounds N`
 * (2000) counts rounds with the measured level (N / seats deals). The expert searches a
 * fixed `--iterations` (REPEATABLE_WORLDS) worlds per decision, so runs repeat. Decision
 * times are CPU time (process.cpuUsage). `--timing D` times the expert at its default
 * time budget over D of its decisions instead.
 */

import { createBot, REPEATABLE_WORLDS } from '../src/games/lakrap/bots';
import { EXPERT, LAST_SEARCH } from '../src/games/lakrap/bots/expert';
import {
  type Action,
  actionsFor,
  applyAction,
  type Game,
  newGame,
  playerView,
  snapshot,
} from '../src/games/lakrap/engine';
import type { Level } from '../src/games/module';
import { percentile } from '../src/platform/arena';

type Bot = ReturnType<typeof createBot>;

function must(r: { ok: true; value: Game } | { ok: false; error: { message: string } }): Game {
  if (!r.ok) throw new Error(`arena: ${r.error.message}`);
  return r.value;
}

/** One round of deal `seed`, seat s played by `bots[s]`; each seat's points, and CPU ms per seat. */
function playRound(seed: number, bots: readonly Bot[], ms: number[][]): number[] {
  let g = must(newGame({ players: bots.length, seed, rules: { rounds: 1 } }));
  for (let steps = 0; steps < 1000 && g.phase === 'playing'; steps++) {
    const seat = snapshot(g).toAct[0] ?? g.turn;
    const c0 = process.cpuUsage();
    const d = (bots[seat] as Bot).decide(playerView(g, seat), actionsFor(g, seat));
    const c = process.cpuUsage(c0);
    ms[seat]?.push((c.user + c.system) / 1000);
    if (!d.action) throw new Error(`arena: seat ${seat} did nothing on its turn`);
    g = must(applyAction(g, d.action as Action));
  }
  return g.roundScores ?? bots.map(() => 0);
}

function timing(n: number, seed: number): void {
  const cpu: number[] = [];
  const worlds: number[] = [];
  for (let deal = seed; cpu.length < n; deal++) {
    const bots = [0, 1, 2, 3].map((s) =>
      createBot(s === 0 ? 'expert' : 'hard', { seed: deal * 10 + s }),
    );
    let g = must(newGame({ players: 4, seed: deal, rules: { rounds: 1 } }));
    while (g.phase === 'playing' && cpu.length < n) {
      const seat = snapshot(g).toAct[0] ?? g.turn;
      const c0 = process.cpuUsage();
      const d = (bots[seat] as Bot).decide(playerView(g, seat), actionsFor(g, seat));
      const c = process.cpuUsage(c0);
      if (seat === 0) {
        cpu.push((c.user + c.system) / 1000);
        if (LAST_SEARCH.worlds > 0) worlds.push(LAST_SEARCH.worlds);
      }
      g = must(applyAction(g, d.action as Action));
    }
  }
  const f = (x: number) => x.toFixed(1);
  console.log(
    `expert at its default time budget: ${cpu.length} decisions, CPU p50 ${f(percentile(cpu, 0.5))} ms, p99 ${f(percentile(cpu, 0.99))} ms, max ${f(Math.max(...cpu))} ms; ${worlds.length} searched, worlds p50 ${percentile(worlds, 0.5)}`,
  );
}

export async function main(argv: readonly string[]): Promise<void> {
  const opt = (name: string): string | undefined => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const seed = Number(opt('seed') ?? 1000);
  if (opt('timing')) return timing(Number(opt('timing')), seed);
  Object.assign(EXPERT, opt('expert') ? JSON.parse(opt('expert') as string) : {});
  const seats = (opt('seats') ?? 'hard,medium,medium,medium').split(',') as Level[];
  const n = seats.length;
  const [a, b] = [seats[0] as Level, seats[1] as Level];
  const deals = Math.max(2, Math.round(Number(opt('rounds') ?? 2000) / n));
  const iterations = Number(opt('iterations') ?? REPEATABLE_WORLDS);
  const make = (level: Level, deal: number, seat: number) =>
    createBot(level, { seed: deal * 10 + seat, iterations });
  const edges: number[] = [];
  let pointsA = 0;
  let pointsB = 0;
  const msA: number[] = [];
  const msB: number[] = [];
  const t0 = performance.now();
  for (let deal = seed; deal < seed + deals; deal++) {
    const base = playRound(
      deal,
      seats.map((_, s) => make(b, deal, s)),
      seats.map(() => msB),
    );
    let edge = 0;
    for (let r = 0; r < n; r++) {
      const bots = seats.map((_, s) => make(s === r ? a : b, deal, s));
      const pts = playRound(
        deal,
        bots,
        seats.map((_, s) => (s === r ? msA : [])),
      );
      edge += ((pts[r] ?? 0) - (base[r] ?? 0)) / n;
      pointsA += (pts[r] ?? 0) / n;
    }
    pointsB += base.reduce((x, y) => x + y, 0) / n;
    edges.push(edge);
  }
  const k = edges.length;
  const mean = edges.reduce((x, y) => x + y, 0) / k;
  const sd = Math.sqrt(edges.reduce((x, y) => x + (y - mean) ** 2, 0) / Math.max(1, k - 1));
  const h = (1.96 * sd) / Math.sqrt(k);
  const f = (x: number, d = 2) => x.toFixed(d);
  console.log(
    `${a} vs ${b}, ${n} seats: ${k} deals x ${n} seats = ${k * n} rounds; ${a} scores ${f(mean)} more points per round than ${b} in its seat [95% ${f(mean - h)}, ${f(mean + h)}] ` +
      `(${f(pointsA / k)} vs ${f(pointsB / k)}); decision CPU ${a} p50 ${f(percentile(msA, 0.5))} p99 ${f(percentile(msA, 0.99))} ms, ${b} p50 ${f(percentile(msB, 0.5))} p99 ${f(percentile(msB, 0.99))} ms; ${f((performance.now() - t0) / 1000, 0)}s`,
  );
}
