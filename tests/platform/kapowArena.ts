/**
 * KAPOW!'s arena rounds, seeded, as a digest of every action each bot chose: what the
 * off-turn loop must leave unchanged (tests/platform/offturn.test.ts; the fixture
 * tests/fixtures/platform/kapow-arena.json was made by `npx tsx tests/platform/kapowArena.ts`
 * before the platform asked seats off turn).
 */
import type { AnyAction, Bot } from '../../src/games/module';
import { type AnyModule, gameById } from '../../src/games/registry';
import { item } from '../../src/lib/item';
import { playRound } from '../../src/platform/arena';

export interface RoundDigest {
  seed: number;
  level: string;
  players: number;
  /** How many times a bot was asked, and an FNV-1a hash of its answers in order. */
  asked: number;
  hash: string;
  points: number[];
}

const fnv = (s: string): string => {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0');
};

export async function kapowRounds(): Promise<RoundDigest[]> {
  const m = (await gameById('kapow')?.load()) as AnyModule;
  const out: RoundDigest[] = [];
  for (const [seed, level, players] of [
    [1, 'easy', 2],
    [2, 'medium', 2],
    [3, 'hard', 3],
    [4, 'medium', 4],
    [5, 'easy', 3],
  ] as const) {
    const answers: (AnyAction | null)[] = [];
    const bots: Bot<unknown, AnyAction>[] = Array.from({ length: players }, (_, i) => {
      const bot = m.bots.create(level, { seed: seed * 31 + i });
      return {
        decide(view, legal) {
          const d = bot.decide(view, legal);
          answers.push(d.action);
          return d;
        },
      };
    });
    const ms = bots.map((): number[] => []);
    // Only the engine is read by playRound; the bots are the ones given.
    const side = () => item(bots, 0, 'a bot');
    const spec = { engine: m.engine, lowWins: m.info.lowWins, a: side, b: side };
    const points = playRound(spec, seed, bots, ms);
    out.push({
      seed,
      level,
      players,
      asked: answers.length,
      hash: fnv(JSON.stringify(answers)),
      points,
    });
  }
  return out;
}

if (process.argv[1]?.endsWith('kapowArena.ts'))
  // Format the file afterwards: npx biome format --write tests/fixtures/platform/kapow-arena.json
  console.log(JSON.stringify(await kapowRounds(), null, 2));
