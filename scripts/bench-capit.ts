/**
 * Cap-It's part of `npm run bench` (`-- --capit`: Cap-It alone):
 * - the meld finder over 1,000 seeded 13-card hands (10 plain cards and 3 wilds): every way
 *   to lay each round's contract, per hand (median and worst, `performance.now()`), and the
 *   whole run per CPU second; then the capped move list (the first 64 ways as melds);
 * - random five-round games per CPU second at 4 and 6 players (uniform random legal
 *   actions), through the contract and through the fast path.
 */
import {
  applyAction,
  DEFAULT_RULES,
  legalActions,
  type Need,
  newGame,
} from '../src/games/capit/engine';
import {
  applyCode,
  type Card,
  findWays,
  GAME_OVER,
  legalInto,
  load,
  loadHand,
  newFinder,
  newFlat,
  PHASE,
  setNeeds,
  waysToLay,
} from '../src/games/capit/engine/fast';
import { randomInt, seedState, shuffle } from '../src/lib/rng';

const arg = (name: string, dflt: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : dflt;
};
const seconds = arg('seconds', 3);

/** A seeded 13-card hand of 10 plain cards (no 2s, no jokers) and 3 wilds (jokers or 2s). */
export function benchHand(seed: number): Card[] {
  const r = { rng: seedState(seed) };
  const plain: Card[] = [];
  for (let d = 0; d < 2; d++) for (let c = 0; c < 52; c++) if (c >> 2 !== 1) plain.push(c);
  const wilds = shuffle(r, [52, 52, 52, 52, 4, 5, 6, 7, 4, 5, 6, 7]);
  return [...shuffle(r, plain).slice(0, 10), ...wilds.slice(0, 3)].sort((a, b) => a - b);
}

const cpu = (): number => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1e6;
};
const median = (xs: number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const µs = (x: number): string => `${x.toFixed(1)} µs`;

function finderBench(): void {
  const hands = Array.from({ length: 1000 }, (_, i) => benchHand(i + 1));
  const f = newFinder();
  f.onWay = () => true;
  DEFAULT_RULES.contracts.forEach((needs: Need[], round) => {
    const times: number[] = [];
    let ways = 0;
    let most = 0;
    const c0 = cpu();
    for (const h of hands) {
      let best = Number.POSITIVE_INFINITY;
      // The least of 3 runs: another process taking the core is not the finder's time.
      for (let k = 0; k < 3; k++) {
        const t0 = performance.now();
        loadHand(f, h);
        f.wildTwos = true;
        f.taken = -1;
        f.must = -1;
        setNeeds(f, needs);
        findWays(f);
        best = Math.min(best, (performance.now() - t0) * 1000);
      }
      times.push(best);
      ways += f.ways;
      most = Math.max(most, f.ways);
    }
    const spent = (cpu() - c0) / 3;
    const capped: number[] = [];
    for (const h of hands) {
      let best = Number.POSITIVE_INFINITY;
      for (let k = 0; k < 3; k++) {
        const t0 = performance.now();
        waysToLay(h, needs, true, -1, 64);
        best = Math.min(best, (performance.now() - t0) * 1000);
      }
      capped.push(best);
    }
    const what = needs.map((n) => `${n.kind} ${n.length}`).join(' + ');
    console.log(
      `Cap-It    : finder, round ${round + 1} (${what}): every way median ${µs(median(times))}, worst ${µs(Math.max(...times))}, ` +
        `${Math.round(1000 / spent).toLocaleString('en')} hands per CPU second, ${(ways / 1000).toFixed(0)} ways a hand (most ${most}); ` +
        `capped list (64) median ${µs(median(capped))}, worst ${µs(Math.max(...capped))}`,
    );
  });
}

/** Random games for `seconds` of CPU time, `play(seed)` playing one and returning its actions. */
function cpuGames(play: (seed: number) => number): { s: number; games: number; actions: number } {
  let games = 0;
  let actions = 0;
  const c0 = cpu();
  while (cpu() - c0 < seconds) actions += play(games++);
  return { s: cpu() - c0, games, actions };
}

function say(
  what: string,
  players: number,
  m: { s: number; games: number; actions: number },
): void {
  console.log(
    `Cap-It    : ${(m.games / m.s).toFixed(1)} random games per CPU second, ${((m.s * 1e6) / m.actions).toFixed(2)} µs/action, ` +
      `${Math.round(m.actions / m.games)} actions a game (${players} players, ${what})`,
  );
}

function contractGames(players: number): void {
  const r = { rng: seedState(5) };
  const m = cpuGames((seed) => {
    const made = newGame({ players, seed });
    if (!made.ok) throw new Error(made.error.message);
    let g = made.value;
    let n = 0;
    while (g.phase !== 'game-over') {
      const legal = legalActions(g);
      const next = applyAction(g, legal[randomInt(r, legal.length)]);
      if (!next.ok) throw new Error(next.error.message);
      g = next.value;
      n++;
    }
    return n;
  });
  say('contract', players, m);
}

/** The fast path the expert's playouts use: the deal loaded into flat arrays, then legalInto + applyCode in place. */
function fastGames(players: number): void {
  const r = { rng: seedState(5) };
  const x = newFlat();
  const buf = new Int32Array(1 << 16);
  const m = cpuGames((seed) => {
    const made = newGame({ players, seed });
    if (!made.ok) throw new Error(made.error.message);
    load(made.value, x);
    let n = 0;
    while (x.s[PHASE] !== GAME_OVER) {
      const count = legalInto(x, buf);
      applyCode(x, buf[randomInt(r, count)] as number);
      n++;
    }
    return n;
  });
  say('fast path', players, m);
}

export function capitBench(): void {
  finderBench();
  for (let i = 0; i < 2; i++)
    for (const players of [4, 6]) {
      contractGames(players);
      fastGames(players);
    }
}
