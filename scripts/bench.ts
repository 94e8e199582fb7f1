/**
 * `npm run bench`: engine speed, single thread, node, grayzone, 4 players, random legal play
 * (the `eager` random policy of src/games/kapaga/sim/random.ts: play a random legal play if any, else draw).
 * - contract: microseconds per action through legalActions + applyAction (the public API);
 * - fast path: complete rounds per second through legalMoves + applyInPlace on a private
 *   copy with logging off (what the bots' search uses).
 * - KAPOW!: complete random 2-player rounds per second, uniform random legal actions,
 *   through its contract and through its fast path.
 * Options: --seconds S (per measurement, default 3).
 */
import {
  type Action,
  applyAction,
  type Game,
  legalActions,
  newGame,
} from '../src/games/kapaga/engine';
import { cloneGame, randomInt } from '../src/games/kapaga/engine/fast';
import { playRandom, rand } from '../src/games/kapaga/sim/random';
import * as kapow from '../src/games/kapow/engine';
import { applyLegal } from '../src/games/kapow/engine/fast';

const arg = (name: string, dflt: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : dflt;
};
const seconds = arg('seconds', 3);

function deals(count: number): Game[] {
  const out: Game[] = [];
  for (let seed = 0; seed < count; seed++) {
    const g = newGame({ players: 4, seed });
    if (!g.ok) throw new Error(g.error.message);
    out.push(g.value);
  }
  return out;
}

function fastPath(pool: Game[]): void {
  let rounds = 0;
  let actions = 0;
  const r = rand(1);
  const t0 = performance.now();
  let now = t0;
  while (now - t0 < seconds * 1000) {
    for (let k = 0; k < 200; k++) {
      const res = playRandom(cloneGame(pool[rounds % pool.length] as Game), r, {
        oneRound: true,
        policy: 'eager',
      });
      actions += res.actions;
      rounds++;
    }
    now = performance.now();
  }
  const s = (now - t0) / 1000;
  console.log(
    `fast path : ${Math.round(rounds / s).toLocaleString('en')} rounds/s, ` +
      `${Math.round(actions / s).toLocaleString('en')} actions/s, ${(actions / rounds).toFixed(1)} actions/round`,
  );
}

/** The `eager` policy over contract actions. */
function eager(legal: Action[], r: { rng: number }): Action {
  const k = legal.find((a) => a.type === 'kapaga');
  if (k) return k;
  const plays = legal.filter((a) => a.type === 'play' || a.type === 'call');
  if (plays.length) return plays[randomInt(r, plays.length)] as Action;
  return legal.find((a) => a.type !== 'catch') as Action;
}

/** Plays whole rounds (`round(k)` plays the k-th and returns its actions) for `seconds`. */
function timeRounds(round: (k: number) => number): { s: number; rounds: number; actions: number } {
  let rounds = 0;
  let actions = 0;
  const t0 = performance.now();
  let now = t0;
  while (now - t0 < seconds * 1000) {
    actions += round(rounds);
    rounds++;
    now = performance.now();
  }
  return { s: (now - t0) / 1000, rounds, actions };
}

function contract(pool: Game[]): void {
  const r = rand(2);
  const { s, rounds, actions } = timeRounds((k) => {
    let g = pool[k % pool.length] as Game;
    let n = 0;
    while (g.phase === 'playing') {
      const next = applyAction(g, eager(legalActions(g), r));
      if (!next.ok) throw new Error(next.error.message);
      g = next.value;
      n++;
    }
    return n;
  });
  console.log(
    `contract  : ${((s * 1e6) / actions).toFixed(2)} µs/action (legalActions + applyAction), ` +
      `${Math.round(rounds / s).toLocaleString('en')} rounds/s`,
  );
}

const pool = deals(1000);
console.log(`node ${process.version}, 4 players, grayzone, ${seconds}s per measurement`);
fastPath(pool); // warm-up
fastPath(pool);
contract(pool);
contract(pool);

/**
 * KAPOW! rounds, 2 players, uniform random legal actions: through the contract
 * (legalActions + applyAction, which checks the action against the list again), or the
 * fast path the search's playouts use (legalActions + applyLegal on a private copy).
 */
function kapowRounds(fast: boolean): void {
  const r = rand(3);
  const { s, rounds, actions } = timeRounds((k) => {
    const made = kapow.newGame({ players: 2, seed: k });
    if (!made.ok) throw new Error(made.error.message);
    let g = made.value;
    let n = 0;
    while (g.phase === 'playing') {
      const legal = kapow.legalActions(g);
      const a = legal[randomInt(r, legal.length)];
      if (!a) throw new Error('a KAPOW! round in play offers no action');
      if (fast) g = applyLegal(g, a);
      else {
        const next = kapow.applyAction(g, a);
        if (!next.ok) throw new Error(next.error.message);
        g = next.value;
      }
      n++;
    }
    return n;
  });
  console.log(
    `KAPOW!    : ${Math.round(rounds / s).toLocaleString('en')} rounds/s, ` +
      `${((s * 1e6) / actions).toFixed(2)} µs/action, ${(actions / rounds).toFixed(1)} actions/round (2 players, ${fast ? 'fast path' : 'contract'})`,
  );
}

kapowRounds(false);
kapowRounds(false);
kapowRounds(true);
kapowRounds(true);
