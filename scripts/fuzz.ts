/**
 * `npm run fuzz -- --games N [--from K] [--workers W] [--game ID]`: plays games K..K+N-1
 * with random legal players, on W worker threads (default: the number of cores). Kapaga
 * by default (src/games/kapaga/sim/check.ts: every game must end with a winner, conserve the deck's
 * cards after every action and keep the scores sound); `--game kapow` (any registered
 * game) runs the platform's fuzz (src/platform/fuzz.ts: random rules and players, the
 * game's own invariant after every action); a game whose engine is built before it joins
 * the table runs its own checked game (`OWN_CHECKS`: `--game lakrap`, `--game capit`, their
 * sim/check.ts). Prints progress and the first failure, with the game number that
 * reproduces it.
 */
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { checkGame as checkKapaga } from '../src/games/kapaga/sim/check';
import { gameById } from '../src/games/registry';
import { fuzzGame } from '../src/platform/fuzz';

type CheckGame = (i: number) => { rounds: number; actions: number };

/** Games with a checked game of their own, run by id before the registry is asked. */
const OWN_CHECKS: Record<string, () => Promise<CheckGame>> = {
  lakrap: () => import('../src/games/lakrap/sim/check').then((m) => m.checkGame),
  capit: () => import('../src/games/capit/sim/check').then((m) => (i: number) => m.checkGame(i)),
};

const arg = (name: string, dflt: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : dflt;
};

interface Job {
  from: number;
  to: number;
  game: string | null;
}

const gameArg = (): string | null => {
  const i = process.argv.indexOf('--game');
  return i >= 0 ? (process.argv[i + 1] ?? null) : null;
};

if (!isMainThread) {
  const { from, to, game } = workerData as Job;
  const own = game && Object.hasOwn(OWN_CHECKS, game) ? OWN_CHECKS[game] : undefined;
  const entry = game && !own ? gameById(game) : undefined;
  const m = entry ? await entry.load() : null;
  const checkGame: CheckGame = own ? await own() : m ? (i: number) => fuzzGame(m, i) : checkKapaga;
  let rounds = 0;
  let actions = 0;
  for (let i = from; i < to; i++) {
    try {
      const r = checkGame(i);
      rounds += r.rounds;
      actions += r.actions;
    } catch (e) {
      parentPort?.postMessage({ error: (e as Error).message });
      process.exit(1);
    }
    if ((i - from) % 1000 === 999) {
      parentPort?.postMessage({ done: 1000, rounds, actions });
      rounds = 0;
      actions = 0;
    }
  }
  parentPort?.postMessage({ done: (to - from) % 1000, rounds, actions, finished: true });
} else {
  const games = arg('games', 10_000);
  const from = arg('from', 0);
  const workers = Math.max(1, Math.min(arg('workers', availableParallelism()), games));
  const game = gameArg();
  if (game && !gameById(game) && !Object.hasOwn(OWN_CHECKS, game)) {
    console.error(`No game "${game}" on this table.`);
    process.exit(1);
  }
  const t0 = performance.now();
  let done = 0;
  let rounds = 0;
  let actions = 0;
  let finished = 0;
  let lastReport = 0;
  console.log(
    `fuzz: ${game ?? 'kapaga'} games ${from}..${from + games - 1} on ${workers} worker(s)`,
  );
  const per = Math.ceil(games / workers);
  for (let w = 0; w < workers; w++) {
    const job: Job = {
      from: from + w * per,
      to: Math.min(from + games, from + (w + 1) * per),
      game,
    };
    // tsx's own flags break workers on node 20: ts-worker.mjs registers tsx instead.
    const worker = new Worker(new URL('./ts-worker.mjs', import.meta.url), {
      workerData: { ...job, script: import.meta.url },
      execArgv: [],
    });
    worker.on(
      'message',
      (m: {
        error?: string;
        done?: number;
        rounds?: number;
        actions?: number;
        finished?: boolean;
      }) => {
        if (m.error) {
          console.error(
            `FAIL: ${m.error}\nreproduce: npm run fuzz -- --from GAME --games 1${game ? ` --game ${game}` : ''}`,
          );
          process.exit(1);
        }
        done += m.done ?? 0;
        rounds += m.rounds ?? 0;
        actions += m.actions ?? 0;
        const s = (performance.now() - t0) / 1000;
        if (s - lastReport > 10 || m.finished) {
          lastReport = s;
          console.log(
            `  ${done.toLocaleString('en')} games, ${rounds.toLocaleString('en')} rounds, ${actions.toLocaleString('en')} actions, ${s.toFixed(0)}s`,
          );
        }
        if (m.finished && ++finished === workers) {
          console.log(
            `fuzz: ${done.toLocaleString('en')} games passed in ${s.toFixed(1)}s (${Math.round(done / s)} games/s)`,
          );
          console.log(`${done} passed, 0 failed`);
        }
      },
    );
    worker.on('error', (e) => {
      console.error(`FAIL: worker crashed: ${e.message}`);
      process.exit(1);
    });
  }
}
