/**
 * `npm run bench`: engine speed, single thread, node, grayzone, 4 players, random legal play
 * (the `eager` random policy of src/games/kapaga/sim/random.ts: play a random legal play if any, else draw).
 * - contract: microseconds per action through legalActions + applyAction (the public API);
 * - fast path: complete rounds per second through legalMoves + applyInPlace on a private
 *   copy with logging off (what the bots' search uses).
 * - KAPOW!: complete random rounds per CPU second (process.cpuUsage), uniform random legal
 *   actions, 2 players through its contract and its fast path (flat arrays), 4 through the
 *   fast path. `--kapow` measures only KAPOW!.
 * - La Krap: complete random rounds per CPU second, 4 and 6 players, each from a new deal:
 *   through the contract (newGame, legalActions + applyAction, uniform random legal
 *   actions) and the fast path the expert plays out on (flat arrays: dealFlat, then
 *   randomCode + applyCode in place; a random exchange without listing the 127).
 *   `--lakrap` measures only La Krap.
 * - Cap-It (scripts/bench-capit.ts): the meld finder over 1,000 seeded hands, and random
 *   five-round games per CPU second at 4 and 6 players. `--capit` measures only Cap-It.
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
import {
  applyCode,
  legalInto,
  load,
  newFlat,
  PHASE,
  PLAYING,
} from '../src/games/kapow/engine/fast';
import * as lakrap from '../src/games/lakrap/engine';
import * as lakrapFast from '../src/games/lakrap/engine/fast';
import { capitBench } from './bench-capit';

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

const only = ['--kapow', '--capit', '--lakrap'].find((x) => process.argv.includes(x));
if (only === undefined) {
  const pool = deals(1000);
  console.log(`node ${process.version}, 4 players, grayzone, ${seconds}s per measurement`);
  fastPath(pool); // warm-up
  fastPath(pool);
  contract(pool);
  contract(pool);
}

/** Plays rounds (`round(k)` plays the k-th, returning its actions) for `seconds` of CPU time. */
function cpuRounds(round: (k: number) => number): { s: number; rounds: number; actions: number } {
  let rounds = 0;
  let actions = 0;
  const c0 = process.cpuUsage();
  const spent = () => {
    const c = process.cpuUsage(c0);
    return (c.user + c.system) / 1e6;
  };
  while (spent() < seconds) for (let i = 0; i < 20; i++) actions += round(rounds++);
  return { s: spent(), rounds, actions };
}

function kapowDeal(players: number, seed: number): kapow.Game {
  const made = kapow.newGame({ players, seed });
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

function say(what: string, players: number, m: { s: number; rounds: number; actions: number }) {
  console.log(
    `KAPOW!    : ${Math.round(m.rounds / m.s).toLocaleString('en')} rounds per CPU second, ` +
      `${((m.s * 1e6) / m.actions).toFixed(2)} µs/action, ${(m.actions / m.rounds).toFixed(1)} actions/round (${players} players, ${what})`,
  );
}

/**
 * KAPOW! rounds, uniform random legal actions, each from a new deal (newGame): through the
 * contract (legalActions + applyAction, which checks the action first), or the fast path
 * the expert's playouts use (the deal loaded once into flat arrays, then legalInto +
 * applyCode in place).
 */
function kapowContract(players: number): void {
  const r = rand(3);
  const m = cpuRounds((k) => {
    let g = kapowDeal(players, k);
    let n = 0;
    while (g.phase === 'playing') {
      const legal = kapow.legalActions(g);
      const next = kapow.applyAction(g, legal[randomInt(r, legal.length)]);
      if (!next.ok) throw new Error(next.error.message);
      g = next.value;
      n++;
    }
    return n;
  });
  say('contract', players, m);
}

function kapowFast(players: number): void {
  const r = rand(3);
  const x = newFlat();
  const buf = new Int32Array(256);
  const m = cpuRounds((k) => {
    load(kapowDeal(players, k), x);
    let n = 0;
    while (x.s[PHASE] === PLAYING) {
      const count = legalInto(x, buf);
      applyCode(x, buf[randomInt(r, count)] as number);
      n++;
    }
    return n;
  });
  say('fast path', players, m);
}

if (only === undefined || only === '--kapow')
  for (let i = 0; i < 2; i++) {
    kapowContract(2);
    kapowFast(2);
    kapowFast(4);
  }

function sayLakrap(
  what: string,
  players: number,
  m: { s: number; rounds: number; actions: number },
) {
  console.log(
    `La Krap   : ${Math.round(m.rounds / m.s).toLocaleString('en')} rounds per CPU second, ` +
      `${((m.s * 1e6) / m.actions).toFixed(2)} µs/action, ${(m.actions / m.rounds).toFixed(1)} actions/round (${players} players, ${what})`,
  );
}

function lakrapContract(players: number): void {
  const r = rand(4);
  const m = cpuRounds((k) => {
    const made = lakrap.newGame({ players, seed: k });
    if (!made.ok) throw new Error(made.error.message);
    let g = made.value;
    let n = 0;
    while (g.phase === 'playing') {
      const legal = lakrap.legalActions(g);
      const next = lakrap.applyAction(g, legal[randomInt(r, legal.length)]);
      if (!next.ok) throw new Error(next.error.message);
      g = next.value;
      n++;
    }
    return n;
  });
  sayLakrap('contract', players, m);
}

function lakrapFastPath(players: number): void {
  const r = rand(4);
  const made = lakrap.newGame({ players, seed: 1 });
  if (!made.ok) throw new Error(made.error.message);
  const x = lakrapFast.newFlat();
  lakrapFast.load(made.value, x);
  const buf = new Int32Array(1024);
  const m = cpuRounds((k) => {
    x.s[lakrapFast.DEALER] = k % players;
    lakrapFast.dealFlat(x);
    let n = 0;
    while (x.s[lakrapFast.PHASE] === lakrapFast.PLAYING) {
      lakrapFast.applyCode(x, lakrapFast.randomCode(x, r, buf));
      n++;
    }
    // Each round a round of the match again.
    x.s[lakrapFast.ROUND] = 1;
    return n;
  });
  sayLakrap('fast path', players, m);
}

if (only === undefined || only === '--lakrap')
  for (let i = 0; i < 2; i++)
    for (const players of [4, 6]) {
      lakrapContract(players);
      lakrapFastPath(players);
    }

if (only === undefined || only === '--capit') capitBench();
