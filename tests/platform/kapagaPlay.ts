/**
 * Kapaga on the platform's session, played at random by two people, Ada (seat 0) and Bo,
 * each taking the device on their turn: the positions the platform's Kapaga tests start from.
 */
import { fromSetup, type Game, type Setup } from '../../src/games/kapaga/engine';
import { MODULE } from '../../src/games/kapaga/module';
import { type AnyModule, gameById } from '../../src/games/registry';
import { whoActs } from '../../src/kit/loop';
import { randomInt, seedState } from '../../src/lib/rng';
import type { SeatPlan } from '../../src/platform/record';
import { createSession, type Session } from '../../src/platform/session';

const entry = gameById('kapaga');
if (!entry) throw new Error('Kapaga is on the table');
/** Kapaga's module as the registry hands it to the platform (its own types forgotten). */
export const KAPAGA: AnyModule = await entry.load();
export const e = MODULE.engine;
export const ADA_AND_BO: SeatPlan[] = [
  { kind: 'person', name: 'Ada' },
  { kind: 'person', name: 'Bo' },
];
export const gameOf = (s: Session) => s.getState().game as Game;

/** Ada and Bo play at random until `until` holds with Ada on turn; she then holds the device. */
export function playUntil(seed: number, until: (g: Game) => boolean): Session {
  const s = createSession(KAPAGA, null);
  s.getState().setPlan({ seats: ADA_AND_BO, rules: {} });
  s.getState().start(seed);
  const rng = { rng: seedState(seed) };
  for (let i = 0; i < 3000; i++) {
    const next = whoActs(e, gameOf(s));
    if (next.kind === 'over') break;
    if (next.kind === 'next-round') {
      s.getState().nextRound();
      continue;
    }
    if (next.seat === 0 && until(gameOf(s))) {
      s.getState().take(0);
      return s;
    }
    const legal = e.actionsFor(gameOf(s), next.seat);
    s.getState().take(next.seat);
    s.getState().act(legal[randomInt(rng, legal.length)]);
  }
  throw new Error(`seed ${seed}: never reached`);
}

/** Pat (a person) in seat 0, the others easy bots named by seat (Bot1, Bot2...). */
export const patAndBots = (n: number): SeatPlan[] =>
  Array.from({ length: n }, (_, i) =>
    i === 0 ? { kind: 'person', name: 'Pat' } : { kind: 'bot', level: 'easy', name: `Bot${i}` },
  );

/** The rules a setup names, as the platform's plan keeps them (a preset's fields). */
function planRules(setup: Setup): Record<string, unknown> {
  if (typeof setup.rules !== 'string') return { ...setup.rules };
  const preset = KAPAGA.rules.presets?.find((p) => p.id === setup.rules);
  return { ...preset?.rules };
}

/**
 * A platform session whose match stands at a table laid out by hand (RULES.md §9 Setup): the
 * seats and rules as planned, the game the setup's (its log starts there), nobody's cards
 * unseen, nothing kept on the device.
 */
export function sessionAt(setup: Setup, seats = patAndBots(setup.hands.length)): Session {
  const s = createSession(KAPAGA, null);
  s.getState().setPlan({ seats, rules: planRules(setup) });
  s.getState().start(1);
  const g = fromSetup(setup);
  if (!g.ok) throw new Error(g.error.message);
  s.setState({ game: g.value, log: [], unseen: seats.map(() => false) });
  return s;
}
