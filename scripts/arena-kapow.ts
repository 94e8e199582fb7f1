/**
 * `npm run arena -- --game kapow [--rounds N] [--pairs easy-medium,medium-hard,hard-expert,hard-original]
 *   [--seed S] [--iterations I] [--workers W] [--timing D] [--tune '{"complete":1}']
 *   [--expert '{"candidates":6}']`
 * KAPOW!'s Kai against Kai, through the platform's arena (src/platform/arena.ts): paired
 * deals, two players, each deal played twice with the seats swapped. `--rounds N` (2000)
 * counts rounds: N / 2 deals per pairing. `original` is the yardstick: the original game's own
 * full Kai (scripts/kapow-original.ts); a pairing with it reports Kai's level as the side measured. The expert searches a fixed `--iterations` (16)
 * worlds per decision, so runs repeat (0: no search, the expert's own reckoning alone).
 * `--tune` overrides the expert's reckoning (value.ts), `--expert` its search settings
 * (research only). Prints, per pairing, the stronger side's edge in
 * points per round (KAPOW! is low-wins: the weaker side's points minus the stronger's)
 * with its 95% interval, and each side's decision time. `--timing D` instead times the
 * expert at its default time budget over D decisions (p50, p99).
 */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { createKai, REPEATABLE_WORLDS } from '../src/games/kapow/bots';
import { EXPERT, LAST_SEARCH } from '../src/games/kapow/bots/expert';
import { EXPERT_STYLE } from '../src/games/kapow/bots/kai';
import type { Reckoning } from '../src/games/kapow/bots/value';
import { DEFAULT_RULES, type Game, snapshot, triadValue } from '../src/games/kapow/engine';
import { ENGINE } from '../src/games/kapow/game';
import type { Level } from '../src/games/module';
import { type PairedDeal, pairedDeal, percentile, summarize } from '../src/platform/arena';
import { createOriginal } from './kapow-original';

/** A side of a pairing: Kai at a level, or the original game's own Kai (the yardstick). */
type Side = Level | 'original';

interface Job {
  a: Side;
  b: Side;
  from: number;
  to: number;
  iterations: number;
  /** Overrides of the expert's reckoning (tuning only, value.ts). */
  tune?: Partial<Reckoning>;
  /** Overrides of the expert's search settings (research only). */
  expert?: Partial<typeof EXPERT>;
}

/** K14's turn limit: 50 turns of every seat end a round, scored as it stands, nobody doubled. */
const TURN_LIMIT = 50;

/**
 * The engine, with K14's turn limit kept by the arena until the engine keeps it itself: the
 * original's Kai can play a round for ever (two seats passing a card back and forth).
 * Research only: it counts turns beside each game and reads the score off the table (K17).
 */
function limited(): typeof ENGINE {
  if ('turnLimit' in DEFAULT_RULES) return ENGINE;
  const turns = new WeakMap<Game, number>();
  const over = (g: Game) => (turns.get(g) ?? 0) >= TURN_LIMIT * g.players && g.phase === 'playing';
  return {
    ...ENGINE,
    applyAction(g, a) {
      const r = ENGINE.applyAction(g, a);
      if (r.ok) turns.set(r.value, (turns.get(g) ?? 0) + (r.value.turn !== g.turn ? 1 : 0));
      return r;
    },
    status(g) {
      const st = ENGINE.status(g);
      if (!over(g)) return st;
      const hands = snapshot(g).hands;
      const scores = hands.map((h) =>
        h.reduce((s, t) => s + triadValue(t, g.rules.kapowPenalty).known, 0),
      );
      return { ...st, phase: 'round-over', turn: null, roundScores: scores };
    },
  };
}

function runJob(job: Job): PairedDeal[] {
  Object.assign(EXPERT_STYLE.reckon, job.tune ?? {});
  Object.assign(EXPERT, job.expert ?? {});
  const make = (side: Side) => (seed: number) =>
    side === 'original' ? createOriginal() : createKai(side, { seed, iterations: job.iterations });
  const spec = { engine: limited(), lowWins: true, a: make(job.a), b: make(job.b) };
  const out: PairedDeal[] = [];
  for (let s = job.from; s < job.to; s++) out.push(pairedDeal(spec, s));
  return out;
}

function inWorker(job: Job): Promise<PairedDeal[]> {
  return new Promise((resolve, reject) => {
    // tsx's own flags break workers on node 20: ts-worker.mjs registers tsx instead.
    const w = new Worker(new URL('./ts-worker.mjs', import.meta.url), {
      workerData: { ...job, script: import.meta.url },
      execArgv: [],
    });
    w.on('message', resolve);
    w.on('error', reject);
  });
}

/** The expert at its default time budget, against hard, over `n` of its decisions. */
function timing(n: number, seed: number): void {
  const ms: number[] = [];
  // CPU time too: on a shared, loaded machine the wall clock measures the neighbours.
  const cpu: number[] = [];
  // Worlds each decision that searched had (the expert searches only close choices).
  const worlds: number[] = [];
  for (let deal = seed; ms.length < n; deal++) {
    const bots = [createKai('expert', { seed: deal }), createKai('hard', { seed: deal + 1 })];
    let g = ENGINE.newGame({ players: 2, seed: deal });
    while (g.ok && g.value.phase === 'playing' && ms.length < n) {
      const s = g.value.turn;
      const t0 = performance.now();
      const c0 = process.cpuUsage();
      const d = bots[s]?.decide(ENGINE.playerView(g.value, s), ENGINE.actionsFor(g.value, s));
      if (s === 0) {
        ms.push(performance.now() - t0);
        const c = process.cpuUsage(c0);
        cpu.push((c.user + c.system) / 1000);
        if (LAST_SEARCH.worlds > 0) worlds.push(LAST_SEARCH.worlds);
      }
      if (!d?.action) break;
      g = ENGINE.applyAction(g.value, d.action);
    }
  }
  const f = (x: number) => x.toFixed(1);
  console.log(
    `expert at its default time budget: ${ms.length} decisions, p50 ${f(percentile(ms, 0.5))} ms, p99 ${f(percentile(ms, 0.99))} ms, max ${f(Math.max(...ms))} ms; CPU p50 ${f(percentile(cpu, 0.5))} ms, p99 ${f(percentile(cpu, 0.99))} ms; ${worlds.length} searched, worlds per search p10 ${percentile(worlds, 0.1)}, p50 ${percentile(worlds, 0.5)}, mean ${f(worlds.reduce((a, b) => a + b, 0) / Math.max(1, worlds.length))}`,
  );
}

export async function main(argv: readonly string[]): Promise<void> {
  const opt = (name: string): string | undefined => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const seed = Number(opt('seed') ?? 1000);
  if (opt('timing')) return timing(Number(opt('timing')), seed);
  const deals = Math.max(1, Math.round(Number(opt('rounds') ?? 2000) / 2));
  const iterations = Number(opt('iterations') ?? REPEATABLE_WORLDS);
  const workers = Math.max(1, Number(opt('workers') ?? 1));
  const json = (name: string) => (opt(name) ? JSON.parse(opt(name) as string) : undefined);
  const tune = json('tune') as Partial<Reckoning> | undefined;
  const expert = json('expert') as Partial<typeof EXPERT> | undefined;
  const pairs = (opt('pairs') ?? 'easy-medium,medium-hard,hard-expert').split(',');
  for (const pair of pairs) {
    const sides = pair.split('-') as [Side, Side];
    // The second side is measured against the first; against the yardstick, Kai is.
    const [b, a] = sides[1] === 'original' ? [sides[1], sides[0]] : sides;
    const t0 = performance.now();
    const per = Math.ceil(deals / workers);
    const jobs: Job[] = [];
    for (let w = 0; w < workers; w++) {
      const from = seed + w * per;
      const to = Math.min(seed + deals, from + per);
      if (from < to) jobs.push({ a, b, from, to, iterations, tune, expert });
    }
    const parts = workers > 1 ? await Promise.all(jobs.map(inWorker)) : jobs.map(runJob);
    const s = summarize(parts.flat());
    const f = (x: number, d = 2) => x.toFixed(d);
    console.log(
      `${a} vs ${b}: ${s.deals} deals x 2 seatings = ${s.rounds} rounds; ${a} takes ${f(s.edge.mean)} fewer points per round [95% ${f(s.edge.lo)}, ${f(s.edge.hi)}] ` +
        `(${f(s.pointsA, 1)} vs ${f(s.pointsB, 1)}); decision ${a} p50 ${f(s.msA.p50)} p99 ${f(s.msA.p99)} ms, ${b} p50 ${f(s.msB.p50)} p99 ${f(s.msB.p99)} ms; ${f((performance.now() - t0) / 1000, 0)}s`,
    );
  }
}

if (!isMainThread) parentPort?.postMessage(runJob(workerData as Job));
