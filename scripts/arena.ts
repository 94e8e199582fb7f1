/**
 * `npm run arena -- (--rounds N | --games N) --seats expert,hard,hard,hard [--preset X]
 *   [--seed S] [--workers W] [--time-ms T] [--iterations I] [--tune '{"follow":120}'] [--oracle]
 *   [--expert '{"playout":"greedy"}'] [--out rows.json]`
 * `--tune` overrides hard's weights, `--expert` the expert's settings (research); `--out`
 * writes every round's row (levels, points) for a paired comparison of two runs.
 * `--oracle` (research only): the experts search the true hands, the yardstick for the fair one.
 * Seeded rounds (or whole matches) with the seat assignment rotated over every deal, so
 * each level sits in every seat. Prints per level: share of rounds it went out first,
 * points per round, wins (matches), each with a 95% interval, and decision time (median,
 * 99th percentile). With one seat of a level against the rest of another, also how many
 * fewer points per round the lone seat takes (95% bootstrap interval).
 * `--rounds N` plays N rounds in all (N / seats deals, each once per rotation).
 * `--game kapow` runs KAPOW!'s Kai instead (scripts/arena-kapow.ts), `--game capit` Cap-It's
 * bots (scripts/arena-capit.ts), `--game lakrap` La Krap's (scripts/arena-lakrap.ts); Kapaga
 * is the default.
 */
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { type ArenaLevel, EXPERT, HARD } from '../src/games/kapaga/bots';
import type { PresetName } from '../src/games/kapaga/engine';
import {
  type ArenaOptions,
  arenaMatch,
  arenaRound,
  type KapagaStats,
} from '../src/games/kapaga/sim/arena';

interface Job {
  /** Overrides of hard's weights (tuning only). */
  tune?: Partial<typeof HARD>;
  /** Overrides of the expert's settings (research only). */
  expert?: Partial<typeof EXPERT>;
  mode: 'rounds' | 'games';
  /** Deal seeds start here. */
  seed: number;
  from: number;
  to: number;
  o: ArenaOptions;
}
interface Row {
  levels: ArenaLevel[];
  kapaga: KapagaStats[];
  points?: number[];
  winner?: number;
  winners?: number[];
  rounds?: number;
}
interface Out {
  rows: Row[];
  times: Record<string, number[]>;
}

function runJob(job: Job): Out {
  Object.assign(HARD, job.tune ?? {});
  Object.assign(EXPERT, job.expert ?? {});
  const rows: Row[] = [];
  const times: Record<string, number[]> = {};
  const n = job.o.seats.length;
  for (let k = job.from; k < job.to; k++) {
    const deal = Math.floor(k / n);
    const rot = k % n;
    const timing = { decisionMs: job.o.seats.map(() => [] as number[]) };
    if (job.mode === 'rounds') {
      const { levels, result } = arenaRound(job.seed + deal, rot, job.o, timing);
      rows.push({ levels, points: result.points, winner: result.winner, kapaga: result.kapaga });
      timing.decisionMs.forEach((ms, s) => {
        const list = times[levels[s] as string] ?? [];
        times[levels[s] as string] = list;
        list.push(...ms);
      });
    } else {
      const m = arenaMatch(job.seed + deal, rot, job.o, timing);
      rows.push({ levels: m.levels, winners: m.winners, rounds: m.rounds, kapaga: m.kapaga });
      timing.decisionMs.forEach((ms, s) => {
        const list = times[m.levels[s] as string] ?? [];
        times[m.levels[s] as string] = list;
        list.push(...ms);
      });
    }
  }
  return { rows, times };
}

const gameArg = process.argv[process.argv.indexOf('--game') + 1];
if (!isMainThread) {
  parentPort?.postMessage(runJob(workerData as Job));
} else if (process.argv.includes('--game') && gameArg === 'capit') {
  // Cap-It's bots, 4 seats rotated over each deal (scripts/arena-capit.ts).
  await (await import('./arena-capit')).main(process.argv);
} else if (process.argv.includes('--game') && gameArg === 'kapow') {
  // KAPOW!'s Kai through the platform's arena (scripts/arena-kapow.ts).
  await (await import('./arena-kapow')).main(process.argv);
} else if (process.argv.includes('--game') && gameArg === 'lakrap') {
  // La Krap's bots (scripts/arena-lakrap.ts).
  await (await import('./arena-lakrap')).main(process.argv);
} else {
  const opt = (name: string): string | undefined => {
    const i = process.argv.indexOf(`--${name}`);
    return i >= 0 ? process.argv[i + 1] : undefined;
  };
  const seats = (opt('seats') ?? 'medium,easy,easy,easy').split(',') as ArenaLevel[];
  const mode = opt('games') ? 'games' : 'rounds';
  const count = Number(opt('games') ?? opt('rounds') ?? 400);
  const o: ArenaOptions = {
    seats,
    rules: (opt('preset') ?? 'grayzone') as PresetName,
    timeMs: opt('time-ms') ? Number(opt('time-ms')) : undefined,
    iterations: opt('iterations') ? Number(opt('iterations')) : undefined,
    oracle: process.argv.includes('--oracle'),
  };
  const workers = Math.max(1, Math.min(Number(opt('workers') ?? availableParallelism()), count));
  const t0 = performance.now();
  const per = Math.ceil(count / workers);
  const jobs: Job[] = [];
  const seed = Number(opt('seed') ?? 1000);
  const tune = opt('tune')
    ? (JSON.parse(opt('tune') as string) as Partial<typeof HARD>)
    : undefined;
  const expert = opt('expert')
    ? (JSON.parse(opt('expert') as string) as Partial<typeof EXPERT>)
    : undefined;
  for (let w = 0; w < workers; w++)
    jobs.push({ tune, expert, mode, seed, from: w * per, to: Math.min(count, (w + 1) * per), o });
  const outs = await Promise.all(
    jobs.map(
      (job) =>
        new Promise<Out>((resolve, reject) => {
          // tsx's own flags break workers on node 20: ts-worker.mjs registers tsx instead.
          const w = new Worker(new URL('./ts-worker.mjs', import.meta.url), {
            workerData: { ...job, script: import.meta.url },
            execArgv: [],
          });
          w.on('message', resolve);
          w.on('error', reject);
        }),
    ),
  );
  const rows = outs.flatMap((x) => x.rows);
  const times: Record<string, number[]> = {};
  for (const x of outs)
    for (const [k, v] of Object.entries(x.times)) times[k] = (times[k] ?? []).concat(v);
  report(rows, times, mode, seats, o, (performance.now() - t0) / 1000);
  const out = opt('out');
  if (out) (await import('node:fs')).writeFileSync(out, JSON.stringify(rows));
}

function meanCi(xs: number[]): { mean: number; lo: number; hi: number } {
  const n = xs.length;
  const mean = xs.reduce((a, b) => a + b, 0) / Math.max(1, n);
  const sd = Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, n - 1));
  const h = (1.96 * sd) / Math.sqrt(Math.max(1, n));
  return { mean, lo: mean - h, hi: mean + h };
}

function pctl(xs: number[], p: number): number {
  if (xs.length === 0) return 0;
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))] as number;
}

function report(
  rows: Row[],
  times: Record<string, number[]>,
  mode: string,
  seats: ArenaLevel[],
  o: ArenaOptions,
  secs: number,
): void {
  const levels = [...new Set(seats)];
  console.log(
    `${rows.length} ${mode}, seats ${seats.join(',')}, ${o.rules}, rotated; ${secs.toFixed(0)}s`,
  );
  const f = (x: number, d = 1): string => x.toFixed(d);
  for (const level of levels) {
    const pts: number[] = [];
    const first: number[] = [];
    const wins: number[] = [];
    for (const r of rows)
      r.levels.forEach((l, s) => {
        if (l !== level) return;
        if (r.points) {
          pts.push(r.points[s] as number);
          first.push(r.winner === s ? 1 : 0);
        }
        if (r.winners) wins.push(r.winners.includes(s) ? 1 / r.winners.length : 0);
      });
    const k = { chances: 0, calls: 0, caught: 0, catches: 0 };
    for (const r of rows)
      r.levels.forEach((l, s) => {
        if (l !== level) return;
        const x = r.kapaga[s] as KapagaStats;
        k.chances += x.chances;
        k.calls += x.calls;
        k.caught += x.caught;
        k.catches += x.catches;
      });
    const t = times[level] ?? [];
    const timing = `decision ${f(pctl(t, 0.5), 2)} ms median, ${f(pctl(t, 0.99), 2)} ms p99`;
    const kapagaLine =
      `           KAPAGA: called ${k.calls} of ${k.chances} chances (${f((100 * k.calls) / Math.max(1, k.chances))}%), ` +
      `caught ${k.caught} times, caught others ${k.catches} times`;
    if (mode === 'rounds') {
      const p = meanCi(pts);
      const w = meanCi(first);
      console.log(
        `  ${level.padEnd(7)} out first ${f(100 * w.mean)}% [${f(100 * w.lo)}, ${f(100 * w.hi)}]  ` +
          `points/round ${f(p.mean, 0)} [${f(p.lo, 0)}, ${f(p.hi, 0)}]  ${timing}`,
      );
      console.log(kapagaLine);
    } else {
      const w = meanCi(wins);
      console.log(
        `  ${level.padEnd(7)} wins ${f(100 * w.mean)}% [${f(100 * w.lo)}, ${f(100 * w.hi)}] of its seats' matches  ${timing}`,
      );
      console.log(kapagaLine);
    }
  }
  // One seat of A against the others of B: how many fewer points A takes per round.
  if (mode === 'rounds' && levels.length === 2) {
    const lone = levels.find((l) => seats.filter((x) => x === l).length === 1);
    const rest = levels.find((l) => l !== lone);
    if (lone && rest) {
      const pairs = rows.map((r) => {
        const a = r.levels.indexOf(lone);
        const others = r.levels.flatMap((l, s) => (l === rest ? [r.points?.[s] as number] : []));
        return [
          r.points?.[a] as number,
          others.reduce((x, y) => x + y, 0) / others.length,
        ] as const;
      });
      const ratio = (ps: (readonly [number, number])[]): number =>
        1 -
        ps.reduce((x, p) => x + p[0], 0) /
          Math.max(
            1,
            ps.reduce((x, p) => x + p[1], 0),
          );
      let rng = 12345;
      const boot: number[] = [];
      for (let b = 0; b < 1000; b++) {
        const sample = pairs.map(() => {
          rng = (Math.imul(rng, 1103515245) + 12345) >>> 0;
          return pairs[rng % pairs.length] as readonly [number, number];
        });
        boot.push(ratio(sample));
      }
      console.log(
        `  ${lone} takes ${f(100 * ratio(pairs))}% fewer points per round than the ${rest} seats ` +
          `[95% ${f(100 * pctl(boot, 0.025))}, ${f(100 * pctl(boot, 0.975))}]`,
      );
    }
  }
}
