/**
 * One unit of the rules lab: a round (or a whole match) played by bots from a seeded deal,
 * measured in whole numbers (so sums are exact and the same in any order, on any number
 * of workers). Unit k of an experiment is fixed by the spec and k alone.
 */
import { type Bot, createBot, type Level } from '../../bots';
import {
  applyAction,
  cardEffect,
  type Game,
  type GameEvent,
  NO_EFFECT,
  newGame,
  type PlayerView,
  parseCard,
  type Rules,
} from '../../engine';
import { specialOf, WORTH_CARDS, type WorthCard } from '../../figures';
import { botStep, newClock, playRound, rotate } from '../arena';
import type { LabSpec } from './spec';

export type Metrics = Record<string, number>;

/** The experiments of a comparison: the main figures, the skill probe, card worth. */
export type Experiment = 'main' | 'skill' | 'worth';

/** Units per experiment for a spec: the skill probe and card worth use fewer. */
export function unitsOf(spec: LabSpec, exp: Experiment): number {
  if (exp === 'main') return spec.count;
  if (exp === 'skill') return Math.max(20, Math.ceil(spec.count / 2));
  return spec.worth ? Math.max(20, Math.ceil(spec.count / 4)) : 0;
}

const dealSeed = (spec: LabSpec, exp: Experiment, k: number): number =>
  spec.seed * 1_000_003 + (exp === 'main' ? 0 : exp === 'skill' ? 400_000 : 700_000) + k;

/** The lab's bots: the expert with a fixed number of playouts (time would vary the numbers). */
const makeBots = (levels: readonly Level[], seed: number): Bot[] =>
  levels.map((level, s) => createBot(level, { seed: seed * 97 + s, iterations: 300 }));

/** A bot that never plays a card of `card`'s kind, when it has anything else to do. */
function restricted(bot: Bot, card: WorthCard): Bot {
  const uses = (codes: readonly string[]) => codes.some((c) => specialOf(c) === card);
  return {
    level: bot.level,
    decide(view: PlayerView, legal) {
      const allowed = legal.filter((a) => a.type !== 'play' || !uses(a.cards));
      const mustPlay = allowed.every(
        (a) => a.type !== 'play' && a.type !== 'draw' && a.type !== 'pass',
      );
      return bot.decide(view, mustPlay && view.turn === view.seat ? legal : allowed);
    },
  };
}

function countEvents(m: Metrics, events: readonly GameEvent[], rules: Rules): void {
  const add = (k: string, v = 1) => {
    m[k] = (m[k] ?? 0) + v;
  };
  for (const e of events)
    switch (e.type) {
      case 'turn':
        add('turns');
        break;
      case 'turn-up':
      case 'play': {
        const cards = e.type === 'play' ? e.cards : [e.card];
        for (const c of cards) {
          // Counted when its effect applies under these rules (the engine says).
          const s = specialOf(c);
          const card = parseCard(c);
          if (!s || card === null || cardEffect(rules, card) === NO_EFFECT) continue;
          if (s === 'A') add(cards.length === 1 ? 'fire:A alone' : 'fire:A+');
          else add(`fire:${s}`);
        }
        break;
      }
      case 'draw':
        if (e.reason === 'penalty') add('penaltyCards', e.count);
        break;
      case 'penalty':
        m.biggestStack = Math.max(m.biggestStack ?? 0, e.amount);
        if (e.zombie) add('zombies');
        break;
      case 'recycle':
        add('recycles');
        add('recyclePoints', e.points);
        break;
      case 'kapaga':
        add('kapagas');
        break;
      case 'catch':
        add('catches');
        break;
      case 'round-over':
        add('eliminations', e.eliminated.length);
        add('resets', e.reset.length);
        break;
      default:
        break;
    }
}

/** Seat `s` counted from the dealer's left (0: the first to act). */
const fromDealer = (g: Game, s: number): number => (s - g.dealer - 1 + g.seats * 2) % g.seats;

function playMainRound(spec: LabSpec, rules: Rules, k: number, levels: Level[]): Metrics {
  const g = newGame({ players: spec.players, seed: dealSeed(spec, 'main', k), rules });
  if (!g.ok) throw new Error(g.error.message);
  const m: Metrics = { rounds: 1 };
  countEvents(m, g.value.events, rules);
  const bots = makeBots(levels, dealSeed(spec, 'main', k));
  const { result } = playRound(g.value, bots, undefined, newClock(spec.players), (x) =>
    countEvents(m, x.events, rules),
  );
  m.actions = result.actions;
  m.points = result.points.reduce((a, b) => a + b, 0);
  m[`out@${fromDealer(g.value, result.winner)}`] = 1;
  m.biggestStack = m.biggestStack ?? 0;
  return m;
}

function playMainMatch(spec: LabSpec, rules: Rules, k: number, levels: Level[]): Metrics {
  const start = newGame({ players: spec.players, seed: dealSeed(spec, 'main', k), rules });
  if (!start.ok) throw new Error(start.error.message);
  const bots = makeBots(levels, dealSeed(spec, 'main', k));
  const clock = newClock(spec.players);
  const m: Metrics = { matches: 1, rounds: 0 };
  let stack = 0;
  let g = start.value;
  countEvents(m, g.events, rules);
  const leaders: number[] = [];
  let highest = -1; // the seat that was last at the bottom (highest score) after a round
  const lastPlace = new Set<number>();
  while (g.phase !== 'game-over') {
    const round = playRound(g, bots, undefined, clock, (x) => countEvents(m, x.events, rules));
    stack = Math.max(stack, m.biggestStack ?? 0);
    m.biggestStack = 0;
    g = round.game;
    m.rounds = (m.rounds ?? 0) + 1;
    m.actions = (m.actions ?? 0) + round.result.actions;
    m.points = (m.points ?? 0) + round.result.points.reduce((a, b) => a + b, 0);
    // The leader: the lowest total among those still in (R25: lowest is best).
    let lead = -1;
    for (let s = 0; s < g.seats; s++)
      if (!g.eliminated[s] && (lead < 0 || (g.scores[s] as number) < (g.scores[lead] as number)))
        lead = s;
    leaders.push(lead);
    highest = g.scores.indexOf(Math.max(...g.scores));
    lastPlace.add(highest);
    if (g.phase === 'round-over') {
      const next = applyAction(g, { type: 'next-round' });
      if (!next.ok) throw new Error(next.error.message);
      g = next.value;
      countEvents(m, g.events, rules);
    }
    if ((m.rounds as number) > 500) throw new Error('a lab match did not end');
  }
  m.biggestStack = stack;
  let changes = 0;
  for (let i = 1; i < leaders.length; i++) if (leaders[i] !== leaders[i - 1]) changes++;
  m.leadChanges = changes;
  const half = leaders[Math.ceil(leaders.length / 2) - 1] ?? -1;
  const winner = g.winners[0] ?? -1;
  m.halfLeaderLost = g.winners.includes(half) ? 0 : 1;
  m.comeback = g.winners.some((w) => lastPlace.has(w)) ? 1 : 0;
  m[`win@${fromDealer(start.value, winner)}`] = 1;
  return m;
}

/** The skill probe: one hard bot among easy ones (rotated): does it win more than its share? */
function playSkill(spec: LabSpec, rules: Rules, k: number): Metrics {
  const n = spec.players;
  const rot = k % n;
  const levels = rotate<Level>(['hard', ...Array<Level>(n - 1).fill('easy')], rot);
  const strong = levels.indexOf('hard');
  const seed = dealSeed(spec, 'skill', k);
  const start = newGame({ players: n, seed, rules });
  if (!start.ok) throw new Error(start.error.message);
  const bots = makeBots(levels, seed);
  if (spec.unit === 'rounds') {
    const { result } = playRound(start.value, bots);
    return { skillUnits: 1, skillWin: result.winner === strong ? 1 : 0 };
  }
  let g = start.value;
  const clock = newClock(n);
  for (let step = 0; g.phase !== 'game-over'; step++) {
    g = botStep(g, bots, undefined, clock);
    if (step > 2_000_000) throw new Error('a lab match did not end');
  }
  return { skillUnits: 1, skillWin: g.winners.includes(strong) ? 1 : 0 };
}

/**
 * What a card is worth (restricted play, Jaffe et al.): the same deal played twice, once
 * normally and once with one seat never playing that kind of card; the points it takes
 * more is the card's worth to its holder, per round.
 */
function playWorth(spec: LabSpec, rules: Rules, k: number): Metrics {
  const n = spec.players;
  const rot = k % n;
  const levels = rotate(spec.seats, rot);
  const seat = rot;
  const seed = dealSeed(spec, 'worth', k);
  const start = newGame({ players: n, seed, rules });
  if (!start.ok) throw new Error(start.error.message);
  const pointsOf = (bots: Bot[]) => playRound(start.value, bots).result.points[seat] as number;
  const normal = pointsOf(makeBots(levels, seed));
  const m: Metrics = { worthUnits: 1 };
  for (const card of WORTH_CARDS) {
    const bots = makeBots(levels, seed);
    bots[seat] = restricted(bots[seat] as Bot, card);
    m[`worth:${card}`] = pointsOf(bots) - normal;
  }
  return m;
}

/** Unit `k` of experiment `exp` for side 0 (A) or 1 (B). */
export function playUnit(spec: LabSpec, rules: Rules, exp: Experiment, k: number): Metrics {
  if (exp === 'skill') return playSkill(spec, rules, k);
  if (exp === 'worth') return playWorth(spec, rules, k);
  const levels = rotate(spec.seats, k % spec.players);
  return spec.unit === 'rounds'
    ? playMainRound(spec, rules, k, levels)
    : playMainMatch(spec, rules, k, levels);
}
