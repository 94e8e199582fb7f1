/**
 * `npm run arena -- --game capit [--rounds N] [--seats hard,medium,medium,medium] [--seed S]
 *   [--iterations I] [--expert '{"depth":40}'] [--tune '{"stallAt":3}'] [--every D] [--timing D]`
 * Cap-It's bots against each other, 4 players: each deal (a seed) is a whole match of five
 * rounds played once per rotation of the seats, so every level sits in every seat over the
 * same cards. `--rounds N` (2000) counts rounds played (deals x 4 rotations x 5 rounds).
 * Prints each level's points per round, and with one seat of a level against the rest of
 * another, how many points per round the lone level takes beyond the others (negative:
 * fewer, better in Cap-It) with a 95% interval over the deals; and each level's decision
 * CPU time (p50, p99, from process.cpuUsage). The expert searches a fixed `--iterations`
 * (REPEATABLE_WORLDS) worlds per searched decision, so runs repeat. `--every D` prints the
 * running result every D deals; `--timing D` instead times the expert at its default time
 * budget over D of its decisions (CPU p50, p99).
 */

import { createCapitBot, REPEATABLE_WORLDS } from '../src/games/capit/bots';
import { EXPERT } from '../src/games/capit/bots/expert';
import { TUNE } from '../src/games/capit/bots/think';
import { actionsFor, applyAction, type Game, newGame, playerView } from '../src/games/capit/engine';
import type { Level } from '../src/kit/levels';
import { percentile } from '../src/platform/arena';

interface DealResult {
  /** Per level, its points summed over the rounds it played, and how many. */
  sum: Record<string, number>;
  n: Record<string, number>;
}

function must(r: { ok: true; value: Game } | { ok: false; error: { message: string } }): Game {
  if (!r.ok) throw new Error(`arena: ${r.error.message}`);
  return r.value;
}

function playDeal(
  seed: number,
  seats: readonly Level[],
  iterations: number,
  cpu: Record<string, number[]>,
): DealResult {
  const out: DealResult = { sum: {}, n: {} };
  const n = seats.length;
  for (let rot = 0; rot < n; rot++) {
    const levels = seats.map((_, s) => seats[(s + rot) % n] as Level);
    const bots = levels.map((l, s) => createCapitBot(l, { seed: seed * 16 + s, iterations }));
    let g = must(newGame({ players: n, seed }));
    for (let steps = 0; g.phase !== 'game-over' && steps < 200_000; steps++) {
      if (g.phase === 'round-over') {
        g.roundScores?.forEach((p, s) => {
          const l = levels[s] as string;
          out.sum[l] = (out.sum[l] ?? 0) + p;
          out.n[l] = (out.n[l] ?? 0) + 1;
        });
        g = must(applyAction(g, { type: 'next-round' }));
        continue;
      }
      const seat = g.turn;
      const c0 = process.cpuUsage();
      const d = bots[seat]?.decide(playerView(g, seat), actionsFor(g, seat));
      const c = process.cpuUsage(c0);
      const l = levels[seat] as string;
      const list = cpu[l] ?? [];
      cpu[l] = list;
      list.push((c.user + c.system) / 1000);
      if (!d?.action) throw new Error(`arena: seat ${seat} chose nothing on its turn`);
      g = must(applyAction(g, d.action));
    }
    g.roundScores?.forEach((p, s) => {
      const l = levels[s] as string;
      out.sum[l] = (out.sum[l] ?? 0) + p;
      out.n[l] = (out.n[l] ?? 0) + 1;
    });
  }
  return out;
}

function report(
  deals: DealResult[],
  seats: readonly Level[],
  cpu: Record<string, number[]>,
  t0: number,
): void {
  const f = (x: number, d = 2) => x.toFixed(d);
  const levels = [...new Set(seats)];
  const rounds =
    deals.reduce((s, d) => s + Object.values(d.n).reduce((a, b) => a + b, 0), 0) / seats.length;
  const parts = levels.map((l) => {
    const sum = deals.reduce((s, d) => s + (d.sum[l] ?? 0), 0);
    const n = deals.reduce((s, d) => s + (d.n[l] ?? 0), 0);
    const ms = cpu[l] ?? [];
    return `${l} ${f(sum / Math.max(1, n))} points/round (CPU p50 ${f(percentile(ms, 0.5))} ms, p99 ${f(percentile(ms, 0.99))} ms, max ${f(Math.max(0, ...ms))} ms)`;
  });
  console.log(
    `${deals.length} deals, ${rounds} rounds: ${parts.join('; ')}; ${f((performance.now() - t0) / 1000, 0)}s`,
  );
  const lone = levels.find((l) => seats.filter((x) => x === l).length === 1);
  const rest = levels.find((l) => l !== lone);
  if (!lone || !rest || levels.length !== 2) return;
  const diffs = deals.map(
    (d) =>
      (d.sum[lone] ?? 0) / Math.max(1, d.n[lone] ?? 0) -
      (d.sum[rest] ?? 0) / Math.max(1, d.n[rest] ?? 0),
  );
  const mean = diffs.reduce((a, b) => a + b, 0) / Math.max(1, diffs.length);
  const sd = Math.sqrt(
    diffs.reduce((s, x) => s + (x - mean) ** 2, 0) / Math.max(1, diffs.length - 1),
  );
  const h = (1.96 * sd) / Math.sqrt(Math.max(1, diffs.length));
  console.log(
    `  ${lone} minus ${rest}: ${f(mean)} points per round [95% ${f(mean - h)}, ${f(mean + h)}] (negative: ${lone} takes fewer)`,
  );
}

/** The expert at its default time budget (no fixed worlds) against hard, over `n` of its decisions. */
function timing(n: number, seed: number): void {
  const cpu: number[] = [];
  for (let deal = seed; cpu.length < n; deal++) {
    const bots = [0, 1, 2, 3].map((s) =>
      createCapitBot(s === 0 ? 'expert' : 'hard', { seed: deal + s }),
    );
    let g = must(newGame({ players: 4, seed: deal }));
    while (g.phase !== 'game-over' && cpu.length < n) {
      if (g.phase === 'round-over') {
        g = must(applyAction(g, { type: 'next-round' }));
        continue;
      }
      const s = g.turn;
      const c0 = process.cpuUsage();
      const d = bots[s]?.decide(playerView(g, s), actionsFor(g, s));
      const c = process.cpuUsage(c0);
      if (s === 0) cpu.push((c.user + c.system) / 1000);
      if (!d?.action) throw new Error('arena: no action on turn');
      g = must(applyAction(g, d.action));
    }
  }
  const f = (x: number) => x.toFixed(1);
  console.log(
    `expert at its default time budget: ${cpu.length} decisions, CPU p50 ${f(percentile(cpu, 0.5))} ms, p99 ${f(percentile(cpu, 0.99))} ms, max ${f(Math.max(...cpu))} ms`,
  );
}

export async function main(argv: readonly string[]): Promise<void> {
  const opt = (name: string): string | undefined => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const seats = (opt('seats') ?? 'hard,medium,medium,medium').split(',') as Level[];
  const seed = Number(opt('seed') ?? 1000);
  if (opt('timing')) return timing(Number(opt('timing')), seed);
  const iterations = Number(opt('iterations') ?? REPEATABLE_WORLDS);
  const every = Number(opt('every') ?? 10);
  Object.assign(EXPERT, opt('expert') ? JSON.parse(opt('expert') as string) : {});
  Object.assign(TUNE, opt('tune') ? JSON.parse(opt('tune') as string) : {});
  const perDeal = seats.length * 5;
  const total = Math.max(1, Math.ceil(Number(opt('rounds') ?? 2000) / perDeal));
  const cpu: Record<string, number[]> = {};
  const deals: DealResult[] = [];
  const t0 = performance.now();
  for (let d = 0; d < total; d++) {
    deals.push(playDeal(seed + d, seats, iterations, cpu));
    if ((d + 1) % every === 0 && d + 1 < total) report(deals, seats, cpu, t0);
  }
  report(deals, seats, cpu, t0);
}
