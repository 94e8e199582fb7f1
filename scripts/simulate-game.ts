/**
 * `npm run simulate -- --game ID [--a JSON] [--b JSON] [--players N] [--level easy|medium|hard]
 *   [--rounds N | --matches N] [--seed S] [--worth] [--workers W] [--csv]`
 * The rules lab of any game from the command line (src/platform/lab): the lab page's jobs on
 * worker threads, and its figures (the same statistics, the same numbers for the same
 * comparison). A and B are rule fields as JSON over the game's standard rules.
 */
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { type AnyModule, gameById } from '../src/games/registry';
import {
  type Deals,
  emptySums,
  type LabSums,
  labJobs,
  mergeSums,
  runDeals,
} from '../src/platform/lab/run';
import { checkSpec, defaultSpec, type LabSpec } from '../src/platform/lab/spec';
import { figureRows, toCsv } from '../src/platform/lab/stats';
import { onWorkers, opt, orExit, workersFor } from './workers';

async function load(id: string): Promise<AnyModule> {
  const entry = gameById(id);
  if (!entry) throw new Error(`No game "${id}".`);
  return entry.load();
}

/** The sums of `jobs`, played here. */
async function play(game: string, spec: LabSpec, jobs: readonly Deals[]): Promise<LabSums> {
  const m = await load(game);
  const sums = emptySums();
  for (const [from, to, exp] of jobs) mergeSums(sums, runDeals(m, spec, from, to, exp));
  return sums;
}

if (!isMainThread) {
  const { game, spec, jobs } = workerData as { game: string; spec: LabSpec; jobs: Deals[] };
  parentPort?.postMessage(await play(game, spec, jobs));
} else {
  const game = opt('game') ?? '';
  const m = await load(game);
  const rules = (x: string | undefined): Record<string, unknown> => (x ? JSON.parse(x) : {});
  const first = defaultSpec(m);
  const a = rules(opt('a'));
  const b = opt('b') === undefined ? first.b : rules(opt('b'));
  const spec = orExit(
    checkSpec(m, {
      ...first,
      a,
      b,
      labels: [
        opt('a') === undefined ? first.labels[0] : 'A',
        opt('b') === undefined ? first.labels[1] : 'B',
      ],
      players: Number(opt('players') ?? first.players),
      level: opt('level') ?? first.level,
      unit: opt('matches') === undefined ? 'rounds' : 'matches',
      rounds: Number(opt('matches') ?? opt('rounds') ?? 1000),
      seed: Number(opt('seed') ?? 1),
      worth: process.argv.includes('--worth'),
    }),
  );
  const jobs = labJobs(spec, 10);
  const workers = workersFor(jobs.length);
  const t0 = performance.now();
  const parts = await onWorkers<LabSums>(import.meta.url, workers, (w) => ({
    game,
    spec,
    jobs: jobs.filter((_, i) => i % workers === w),
  }));
  const sums = emptySums();
  for (const p of parts) mergeSums(sums, p);
  const rows = figureRows(m, spec, sums);
  if (process.argv.includes('--csv')) process.stdout.write(toCsv(spec, rows));
  else {
    const secs = ((performance.now() - t0) / 1000).toFixed(1);
    console.log(
      `${m.info.name}: ${spec.rounds} ${spec.unit === 'matches' ? 'whole matches' : 'first rounds'} per rule set, ${spec.players} players, ${spec.level} bots, seed ${spec.seed}; ${workers} workers, ${secs}s`,
    );
    console.log(
      `A = ${JSON.stringify(spec.a)}   B = ${JSON.stringify(spec.b)}   (* clearly differ)`,
    );
    const f = (x: number) => x.toFixed(2);
    for (const r of rows) {
      const ci = (e: typeof r.a) => (e ? `${f(e.value)} [${f(e.lo)}, ${f(e.hi)}]` : '-');
      console.log(
        `  ${(r.label + (r.percent ? ' (%)' : '')).padEnd(60)} A ${ci(r.a).padEnd(26)} B ${ci(r.b).padEnd(26)}${r.clear ? ' *' : ''}`,
      );
    }
  }
}
