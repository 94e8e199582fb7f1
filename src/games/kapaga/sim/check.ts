/**
 * One checked random game, the unit of the simulation test and of `npm run fuzz`: it must
 * end with a winner, conserve the deck's cards after every action, and keep every score
 * and elimination consistent. Game `i` is fully determined by `i`.
 */
import {
  type Card,
  deckSize,
  type Game,
  hasKapaga,
  PRESET_NAMES,
  PRESETS,
  type PresetName,
  RULE_FIELDS,
  RULE_KEYS,
  type Rules,
} from '../engine';
import { randomInt } from '../engine/fast';
import { cardCount, type PlayResult, type Policy, rand, randomGame } from './random';

export interface GameSpec {
  players: number;
  seed: number;
  rules: PresetName | Partial<Rules>;
  policy: Policy;
  playSeed: number;
}

/** A random house-rules config (every field drawn), kept playable for `players`. */
function randomRules(seed: number, players: number): Partial<Rules> {
  const r = rand(seed);
  const out: Record<string, unknown> = {};
  for (const key of RULE_KEYS) {
    const spec = RULE_FIELDS[key];
    if (spec.kind === 'bool') out[key] = randomInt(r, 2) === 1;
    else if (spec.kind === 'enum') out[key] = spec.values[randomInt(r, spec.values.length)];
  }
  out.maxPlayers = 10;
  const deck = 52 * (out.decks as number) + (out.jokers as number);
  out.handSize = 1 + randomInt(r, Math.min(9, Math.floor((deck - 1) / players)));
  out.handSizeTwoPlayers = 1 + randomInt(r, 12);
  out.kapagaPenalty = randomInt(r, 3);
  out.recyclePenalty = 100 * randomInt(r, 2);
  out.eliminationScore = randomInt(r, 2) ? 2000 : 700;
  return out as Partial<Rules>;
}

export function gameSpec(i: number): GameSpec {
  const kind = i % 4;
  const preset = PRESET_NAMES[i % 3] as PresetName;
  const players = kind === 3 ? 2 + (i % 9) : 2 + (i % (PRESETS[preset].maxPlayers - 1));
  return {
    players,
    seed: i,
    rules: kind === 3 ? randomRules(i, players) : preset,
    policy: i % 2 === 0 ? 'uniform' : 'eager',
    playSeed: i * 31 + 7,
  };
}

/**
 * What every Kapaga state keeps (the module's `check`, run after each action by the fuzz of
 * every game and by `checkGame`): the deck's cards all somewhere, each hand's KAPAGA up to
 * date (R19), a call only while the hand has KAPAGA (R21), whole scores never below 0.
 * Null when sound, else what broke.
 */
export function invariant(g: Game): string | null {
  const cards = cardCount(g);
  if (cards !== deckSize(g.rules))
    return `${cards} cards in play, the deck has ${deckSize(g.rules)}`;
  for (let s = 0; s < g.seats; s++) {
    if (g.kapaga[s] !== hasKapaga(g.hands[s] as Card[], g.rules))
      return `seat ${s}'s KAPAGA status is stale`;
    if (g.kapagaCalled[s] && !g.kapaga[s]) return `seat ${s} has called KAPAGA it no longer has`;
  }
  const bad = g.scores.find((x) => !Number.isInteger(x) || x < 0);
  return bad === undefined ? null : `bad score ${bad}`;
}

export interface CheckResult {
  game: Game;
  rounds: number;
  actions: number;
}

/** Play game `i`; throws an Error naming the game and what went wrong. */
export function checkGame(i: number, maxActions = 500_000): CheckResult {
  const spec = gameSpec(i);
  const rules = typeof spec.rules === 'string' ? spec.rules : JSON.stringify(spec.rules);
  const where = `game ${i} (${spec.players} players, ${rules}, ${spec.policy})`;
  let rounds = 1;
  let res: PlayResult;
  try {
    res = randomGame(spec, spec.playSeed, {
      policy: spec.policy,
      maxActions,
      onMove: (g, m) => {
        if (m.type === 'next-round') rounds++;
        const broke = invariant(g);
        if (broke !== null) throw new Error(`${broke} after ${m.type}`);
      },
    });
  } catch (e) {
    throw new Error(`${where}: ${(e as Error).message}`);
  }
  const g = res.game;
  if (!res.ended) throw new Error(`${where}: did not end within ${maxActions} actions`);
  const active = g.eliminated.filter((e) => !e).length;
  if (g.winners.length === 0) throw new Error(`${where}: no winner`);
  if (active > 1) throw new Error(`${where}: over with ${active} players left`);
  if (active === 1 && (g.winners.length !== 1 || g.eliminated[g.winners[0] as number]))
    throw new Error(`${where}: the last player standing is not the winner`);
  for (const s of g.scores)
    if (!Number.isInteger(s) || s < 0) throw new Error(`${where}: bad score ${s}`);
  return { game: g, rounds, actions: res.actions };
}
