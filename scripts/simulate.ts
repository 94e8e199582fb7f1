/**
 * `npm run simulate -- --games N --players P --preset X [--rules JSON] [--seed S] [--policy eager|uniform]`:
 * seeded games by random legal players, and the figures a house-rules discussion needs.
 */
import { type PresetName, type Rules, resolveRules } from '../src/engine';
import { SPECIALS, simulate } from '../src/sim/stats';

const opt = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const games = Number(opt('games') ?? 1000);
const players = Number(opt('players') ?? 4);
const seed = Number(opt('seed') ?? 1);
const preset = (opt('preset') ?? 'grayzone') as PresetName;
const policy = (opt('policy') ?? 'eager') as 'eager' | 'uniform';
const base = resolveRules(preset);
if (!base.ok) {
  console.error(base.error.message);
  process.exit(2);
}
let rules: Rules = base.value;
const extra = opt('rules');
if (extra) {
  const r = resolveRules({ ...rules, ...(JSON.parse(extra) as Partial<Rules>) });
  if (!r.ok) {
    console.error(r.error.message);
    process.exit(2);
  }
  rules = r.value;
}

const t0 = performance.now();
let st: ReturnType<typeof simulate>;
try {
  st = simulate({ games, players, seed, rules, policy });
} catch (e) {
  console.error((e as Error).message);
  process.exit(2);
}
const s = (performance.now() - t0) / 1000;
const pct = (x: number, of: number): string => `${((100 * x) / Math.max(1, of)).toFixed(1)}%`;
const per = (x: number, of: number): string => (x / Math.max(1, of)).toFixed(2);

console.log(
  `${games} games, ${players} players, ${preset}${extra ? ` + ${extra}` : ''}, ${policy} random players (${s.toFixed(1)}s)`,
);
console.log(`rounds per game      ${per(st.rounds, st.games)}`);
console.log(`turns per round      ${per(st.turns, st.rounds)}`);
console.log('special cards fired, per round:');
for (const k of SPECIALS) console.log(`  ${k.padEnd(16)} ${per(st.fired[k], st.rounds)}`);
console.log(
  `penalty cards drawn  ${per(st.penaltyCards, st.rounds)} per round (zombie 2s: ${per(st.zombies, st.rounds)})`,
);
console.log(
  `recycles             ${per(st.recycles, st.rounds)} per round, ${per(st.recyclePoints, st.rounds)} points`,
);
console.log(
  `KAPAGA calls         ${per(st.kapagaCalls, st.rounds)} per round, catches ${per(st.catches, st.rounds)}`,
);
console.log(`eliminations         ${per(st.eliminations, st.games)} per game`);
console.log(
  `first player goes out first in ${pct(st.firstPlayerRounds, st.rounds)} of rounds (fair: ${pct(1, players)})`,
);
console.log(
  `game wins by seat    ${st.seatWins.map((w, i) => `${i}: ${pct(w, st.games)}`).join('  ')}`,
);
