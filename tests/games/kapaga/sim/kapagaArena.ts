/**
 * Kapaga's seeded arena, as a digest of every action played: what moving its arena onto the
 * platform's one match loop must leave unchanged (tests/games/kapaga/sim/kapagaArena.test.ts). The
 * fixture tests/fixtures/sim/kapaga-arena.json was made by `npx tsx tests/games/kapaga/sim/kapagaArena.ts`
 * from the arena's own loop (src/games/kapaga/sim/arena.ts botStep), before the move.
 *
 * Rounds: per round the points per seat, the winner, the number of actions, a hash of the
 * actions in order, and the KAPAGA stats (R20, R21). Matches: the same over a whole match,
 * stepped by botStep with one clock.
 */
import type { Chooser, ArenaLevel as Level } from '../../../../src/games/kapaga/bots';
import {
  type Action,
  type Game,
  newGame,
  type PresetName,
} from '../../../../src/games/kapaga/engine';
import {
  arenaMatch,
  botStep,
  type KapagaStats,
  makeBots,
  newClock,
  playRound,
} from '../../../../src/games/kapaga/sim/arena';

export interface RoundDigest {
  seed: number;
  preset: PresetName;
  levels: Level[];
  points: number[];
  winner: number;
  actions: number;
  /** FNV-1a of the actions played, in order. */
  hash: string;
  kapaga: KapagaStats[];
}

export interface MatchDigest {
  seed: number;
  preset: PresetName;
  levels: Level[];
  winners: number[];
  scores: number[];
  actions: number;
  hash: string;
  /** arenaMatch's figures for the same seed and rotation 0. */
  arena: { winners: number[]; rounds: number; kapaga: KapagaStats[] };
}

export interface Digest {
  rounds: RoundDigest[];
  matches: MatchDigest[];
}

const fnv = (s: string): string => {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0');
};

const PRESETS: readonly PresetName[] = ['grayzone', 'classic', 'crazy-eights'];
const MIX: readonly Level[] = ['easy', 'medium', 'hard'];

/** The bots of `levels`, each action they play written to `played` (the first non-null). */
function watched(levels: readonly Level[], seed: number, played: Action[]): Chooser[] {
  // The expert with fixed playouts, so that it is deterministic.
  return makeBots(levels, seed, { seats: [...levels], iterations: 60 }).map((bot) => ({
    level: bot.level,
    decide(view, legal) {
      const d = bot.decide(view, legal);
      if (d.action) played.push(d.action);
      return d;
    },
  }));
}

function start(players: number, seed: number, preset: PresetName): Game {
  const g = newGame({ players, seed, rules: preset });
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}

export function kapagaDigest(): Digest {
  const rounds: RoundDigest[] = [];
  for (let k = 0; k < 40; k++) {
    const players = 2 + (k % 5);
    const preset = PRESETS[k % 3] as PresetName;
    const seed = 500 + k;
    // Levels mixed per seat; every fifth round one seat is the expert.
    const levels = Array.from({ length: players }, (_, s) =>
      k % 5 === 4 && s === 0 ? 'expert' : (MIX[(k + s * 2) % 3] as Level),
    );
    const played: Action[] = [];
    const bots = watched(levels, seed, played);
    const { result } = playRound(start(players, seed, preset), bots);
    if (played.length !== result.actions) throw new Error('an answer was not played');
    rounds.push({
      seed,
      preset,
      levels,
      points: result.points,
      winner: result.winner,
      actions: result.actions,
      hash: fnv(JSON.stringify(played)),
      kapaga: result.kapaga,
    });
  }
  const matches: MatchDigest[] = [];
  for (const [seed, preset, levels] of [
    [71, 'grayzone', ['easy', 'medium', 'hard']],
    [72, 'classic', ['hard', 'easy', 'easy', 'medium']],
    [73, 'crazy-eights', ['medium', 'medium']],
    [74, 'grayzone', ['easy', 'hard', 'medium', 'easy', 'hard']],
  ] as const) {
    const played: Action[] = [];
    const bots = watched(levels, seed, played);
    const clock = newClock(levels.length);
    let g = start(levels.length, seed, preset);
    let actions = 0;
    while (g.phase !== 'game-over') {
      g = botStep(g, bots, undefined, clock);
      actions++;
    }
    const m = arenaMatch(seed, 0, { seats: [...levels], rules: preset });
    matches.push({
      seed,
      preset,
      levels: [...levels],
      winners: g.winners,
      scores: g.scores,
      actions,
      hash: fnv(JSON.stringify(played)),
      arena: { winners: m.winners, rounds: m.rounds, kapaga: m.kapaga },
    });
  }
  return { rounds, matches };
}

if (process.argv[1]?.endsWith('kapagaArena.ts'))
  console.log(JSON.stringify(kapagaDigest(), null, 1));
