/**
 * `npm run simulate -- [--a PRESET|JSON] [--b PRESET|JSON] [--players 4] [--level hard |
 *   --seats hard,easy,...] (--rounds N | --matches N) [--seed S] [--worth] [--workers W] [--csv]`
 * The rules lab from the command line: rule set A against rule set B, played by bots, and
 * the same figures (the same statistics module, the same numbers) as the lab page.
 * With `--game ID`: any game's lab on the platform (simulate-game.ts).
 */
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { type LabJob, labJobs, runJob } from '../src/games/kapaga/sim/lab/run';
import { checkSpec, type LabSpec } from '../src/games/kapaga/sim/lab/spec';
import {
  emptySums,
  figureRows,
  mergeSums,
  type SideSums,
  toCsv,
} from '../src/games/kapaga/sim/lab/stats';
import { onWorkers, opt, orExit, workersFor } from './workers';

if (isMainThread && process.argv.includes('--game')) {
  // Any game, on the platform's lab (simulate-game.ts); without --game, Kapaga's own lab.
  await import('./simulate-game');
} else if (!isMainThread) {
  const { spec, jobs } = workerData as { spec: LabSpec; jobs: LabJob[] };
  const sums: [SideSums, SideSums] = [emptySums(), emptySums()];
  for (const job of jobs) mergeSums(sums[job.side], runJob(spec, job));
  parentPort?.postMessage(sums);
} else {
  const rulesArg = (x: string | undefined, dflt: string) =>
    x === undefined ? dflt : x.startsWith('{') ? JSON.parse(x) : x;
  const players = Number(opt('players') ?? 4);
  const seats = opt('seats')?.split(',') ?? Array(players).fill(opt('level') ?? 'hard');
  const unit = opt('matches') ? 'matches' : 'rounds';
  const a = rulesArg(opt('a'), 'grayzone');
  const b = rulesArg(opt('b'), 'classic');
  const spec = orExit(
    checkSpec({
      a,
      b,
      labels: [typeof a === 'string' ? a : 'A', typeof b === 'string' ? b : 'B'],
      players,
      seats,
      unit,
      count: Number(opt('matches') ?? opt('rounds') ?? 1000),
      seed: Number(opt('seed') ?? 1),
      worth: process.argv.includes('--worth'),
    }),
  );
  const jobs = labJobs(spec);
  const workers = workersFor(jobs.length);
  const t0 = performance.now();
  const parts = await onWorkers<[SideSums, SideSums]>(import.meta.url, workers, (w) => ({
    spec,
    jobs: jobs.filter((_, i) => i % workers === w),
  }));
  const sums: [SideSums, SideSums] = [emptySums(), emptySums()];
  for (const p of parts) {
    mergeSums(sums[0], p[0]);
    mergeSums(sums[1], p[1]);
  }
  const rows = figureRows(spec, sums);
  if (process.argv.includes('--csv')) {
    process.stdout.write(toCsv(spec, rows));
  } else {
    const secs = ((performance.now() - t0) / 1000).toFixed(1);
    console.log(
      `${spec.count} ${unit} per rule set, ${players} players (${spec.seats.join(',')}), seed ${spec.seed}; ${workers} workers, ${secs}s`,
    );
    console.log(
      `A = ${JSON.stringify(spec.a)}   B = ${JSON.stringify(spec.b)}   (* clearly differ)`,
    );
    const f = (x: number | undefined) => (x === undefined ? '-' : x.toFixed(2));
    let section = '';
    for (const r of rows) {
      if (r.def.section !== section) {
        section = r.def.section;
        console.log(`\n${section}`);
      }
      const ci = (e: typeof r.a) => (e ? `${f(e.value)} [${f(e.lo)}, ${f(e.hi)}]` : '-');
      console.log(
        `  ${r.def.label.padEnd(52)} A ${ci(r.a).padEnd(26)} B ${ci(r.b).padEnd(26)}${r.differ ? ' *' : ''}`,
      );
    }
  }
}
