/**
 * `npm run simulate -- [--game ID] [--a PRESET|JSON] [--b PRESET|JSON] [--players N]
 *   [--level easy|medium|hard|expert | --seats hard,easy,...] [--rounds N | --matches N]
 *   [--seed S] [--worth] [--workers W] [--csv]`
 * The rules lab of any game from the command line (src/platform/lab; the first game, Kapaga,
 * without --game): the lab page's jobs on worker threads, and its figures (the same
 * statistics, the same numbers for the same comparison). A and B are one of the game's
 * presets by id, or rule fields as JSON over its standard rules.
 */
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { type AnyModule, GAMES, gameById } from '../src/games/registry';
import {
  type Deals,
  emptySums,
  type LabSums,
  labJobs,
  mergeSums,
  runDeals,
} from '../src/platform/lab/run';
import { checkSpec, defaultSpec, type LabSpec } from '../src/platform/lab/spec';
import { botsWords, figureRows, toCsv } from '../src/platform/lab/stats';
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
  const game = opt('game') ?? GAMES[0].info.id;
  const m = await load(game);
  const first = defaultSpec(m);
  /** A side: as the lab starts, a preset by its id (named by it), or fields as JSON. */
  const side = (i: 0 | 1): [Record<string, unknown>, string] => {
    const x = opt(i === 0 ? 'a' : 'b');
    const preset = m.rules.presets?.find((p) => p.id === x);
    if (x === undefined) return [i === 0 ? first.a : first.b, first.labels[i]];
    return preset ? [preset.rules, preset.name] : [JSON.parse(x), i === 0 ? 'A' : 'B'];
  };
  const [[a, la], [b, lb]] = [side(0), side(1)];
  const players = Number(opt('players') ?? first.players);
  const spec = orExit(
    checkSpec(m, {
      ...first,
      a,
      b,
      labels: [la, lb],
      players,
      seats: opt('seats')?.split(',') ?? Array(players).fill(opt('level') ?? 'hard'),
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
      `${m.info.name}: ${spec.rounds} ${spec.unit === 'matches' ? 'whole matches' : 'first rounds'} per rule set, ${spec.players} players, bots ${botsWords(spec.seats)}, seed ${spec.seed}; ${workers} workers, ${secs}s`,
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
