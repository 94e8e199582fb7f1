import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATCH_REACTION_MS } from '../../src/games/kapaga/bots/types';
import { type Action, legalActions } from '../../src/games/kapaga/engine';
import {
  BOT_DELAY,
  createGameStore,
  type Decide,
  directDecider,
  startBotRunner,
} from '../../src/games/kapaga/store';
import { storeWithSetup } from './helpers';

beforeEach(() => {
  // performance.now stays real: the expert's time budget reads it.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** The human seat plays as simply as possible: draw, keep, or deal the next round. */
function humanMoves(store: ReturnType<typeof createGameStore>): void {
  const s = store.getState();
  const g = s.game;
  if (!g) return;
  const mine = legalActions(g).filter((a) => !('seat' in a) || a.seat === 0);
  const pick =
    mine.find((a) => a.type === 'kapaga') ??
    (g.turn === 0
      ? (mine.find((a) => a.type === 'draw') ?? mine.find((a) => a.type === 'pass'))
      : undefined) ??
    (g.turn === 0 ? mine.find((a) => a.type === 'play' || a.type === 'call') : undefined);
  if (pick) s.dispatch(pick);
}

describe('startBotRunner', () => {
  it('plays the bot seats after the delay, with their reasons in the log, to the end of a round', () => {
    const store = createGameStore({ storage: null });
    store.getState().table.getState().change({ speed: 'fast' });
    store.getState().startMatch({
      name: 'Pat',
      opponents: [{ level: 'easy' }, { level: 'hard' }, { level: 'expert' }],
      preset: 'grayzone',
      seed: 11,
    });
    const stop = startBotRunner(store, { decide: directDecider({ iterations: 30 }) });
    for (let i = 0; i < 2000 && store.getState().game?.phase === 'playing'; i++) {
      humanMoves(store);
      vi.advanceTimersByTime(BOT_DELAY.fast);
    }
    stop();
    const s = store.getState();
    expect(s.game?.phase).not.toBe('playing');
    expect(s.log.some((e) => e.kind === 'reason')).toBe(true);
    expect(s.record?.actions.some((a) => 'seat' in a && a.seat !== 0)).toBe(true);
  });

  it('waits the delay before a bot acts', () => {
    const store = storeWithSetup({
      hands: [
        ['3D', '4D'],
        ['9H', 'KC'],
      ],
      discard: ['9S'],
      turn: 1,
    });
    store.getState().table.getState().change({ speed: 'normal' });
    const stop = startBotRunner(store);
    vi.advanceTimersByTime(BOT_DELAY.normal - 10);
    expect(store.getState().record?.actions).toEqual([]);
    vi.advanceTimersByTime(20);
    expect(store.getState().record?.actions).toHaveLength(1);
    stop();
  });

  it('a bot sees only its own view and its own legal actions', () => {
    const seen: { seat: number; legalSeats: number[]; hands: unknown }[] = [];
    const inner = directDecider();
    const spy: Decide = (req) => {
      seen.push({
        seat: req.view.seat,
        legalSeats: req.legal.map((a) => ('seat' in a ? a.seat : -1)),
        hands: (req.view as unknown as { hands?: unknown }).hands,
      });
      return inner(req);
    };
    const store = storeWithSetup({
      hands: [
        ['3D', '4D'],
        ['9H', 'KC'],
        ['2S', '5C'],
      ],
      discard: ['9S'],
      turn: 1,
    });
    const stop = startBotRunner(store, { decide: spy });
    vi.advanceTimersByTime(BOT_DELAY.normal * 3);
    stop();
    expect(seen.length).toBeGreaterThan(0);
    for (const x of seen) {
      expect(x.legalSeats.every((s) => s === x.seat)).toBe(true);
      expect(x.hands).toBeUndefined();
    }
  });

  const alwaysCatch: Decide = ({ legal }) => {
    const c = legal.find((a) => a.type === 'catch');
    return c
      ? { action: c, reason: [{ say: 'catch', target: c.target }] }
      : { action: null, reason: [] };
  };

  it(`catches a person's uncalled KAPAGA only after the level's reaction time`, () => {
    // Seat 0 (the person) holds one card and has not called; it is the person's turn.
    const store = storeWithSetup({
      hands: [['7H'], ['9H', 'KC', '3S'], ['2S', '5C', '4D']],
      discard: ['9S'],
      turn: 0,
    });
    const stop = startBotRunner(store, { decide: alwaysCatch });
    vi.advanceTimersByTime(CATCH_REACTION_MS.easy - 100);
    expect(store.getState().record?.actions).toEqual([]);
    vi.advanceTimersByTime(200);
    const actions = store.getState().record?.actions as Action[];
    expect(actions[0]).toMatchObject({ type: 'catch', target: 0 });
    expect(store.getState().game?.hands[0]).toHaveLength(2);
    stop();
  });

  it.each(['normal', 'instant'] as const)(
    'R21: one catch model: a person and a bot who forgot are caught alike (%s speed)',
    (speed) => {
      // Seat 0 holds one uncalled card and is to act, thinking it over (a person, or a bot
      // whose answer never comes); seat 1 (medium) may catch it.
      const caughtAfter = (target: 'human' | 'bot'): number => {
        const store = storeWithSetup({
          hands: [['7H'], ['9H', 'KC', '3S'], ['2S', '5C', '4D']],
          discard: ['9S'],
          turn: 0,
        });
        store.setState({
          seats: [
            { name: 'T', kind: target, level: 'easy' },
            { name: 'C', kind: 'bot', level: 'medium' },
            { name: 'P', kind: 'bot', level: 'medium' },
          ],
        });
        store.getState().table.getState().change({ speed });
        const decide: Decide = (req) =>
          req.view.seat === 1 ? alwaysCatch(req) : new Promise(() => {}); // seat 0 forgets
        const stop = startBotRunner(store, { decide });
        let t = 0;
        while (store.getState().record?.actions.length === 0 && t < 20_000) {
          vi.advanceTimersByTime(100);
          t += 100;
        }
        stop();
        expect(store.getState().record?.actions[0]).toMatchObject({ type: 'catch', target: 0 });
        return t;
      };
      const person = caughtAfter('human');
      expect(caughtAfter('bot')).toBe(person);
      expect(person).toBeGreaterThanOrEqual(CATCH_REACTION_MS.medium);
      expect(person).toBeLessThanOrEqual(CATCH_REACTION_MS.medium + 200);
    },
  );

  it('a person who calls in time cannot be caught', () => {
    const store = storeWithSetup({
      hands: [['7H'], ['9H', 'KC', '3S'], ['2S', '5C', '4D']],
      discard: ['9S'],
      turn: 0,
    });
    const stop = startBotRunner(store, { decide: alwaysCatch });
    vi.advanceTimersByTime(1000);
    expect(store.getState().dispatch({ type: 'kapaga', seat: 0 })).toBe(true);
    vi.advanceTimersByTime(CATCH_REACTION_MS.easy * 2);
    expect(store.getState().record?.actions.map((a) => a.type)).toEqual(['kapaga']);
    stop();
  });

  it('a bot calls its own KAPAGA off turn', () => {
    const callIt: Decide = ({ legal }) => {
      const k = legal.find((a) => a.type === 'kapaga');
      return k ? { action: k, reason: [{ say: 'kapaga' }] } : { action: null, reason: [] };
    };
    const store = storeWithSetup({
      hands: [['7H', '3C'], ['9H'], ['2S', '5C', '4D']],
      discard: ['9S'],
      turn: 0,
    });
    const stop = startBotRunner(store, { decide: callIt });
    vi.advanceTimersByTime(BOT_DELAY.normal);
    expect(store.getState().game?.kapagaCalled[1]).toBe(true);
    expect(
      store.getState().log.some((e) => e.kind === 'reason' && e.reason[0]?.say === 'kapaga'),
    ).toBe(true);
    stop();
  });

  it('a decision that arrives after the table moved on is dropped', async () => {
    let release: (() => void) | null = null;
    const slow: Decide = (req) =>
      new Promise((done) => {
        release = () => done(directDecider()(req) as never);
      });
    const store = storeWithSetup({
      hands: [
        ['3D', '4D'],
        ['9H', 'KC'],
      ],
      discard: ['9S'],
      turn: 1,
    });
    const stop = startBotRunner(store, { decide: slow });
    vi.advanceTimersByTime(BOT_DELAY.normal);
    expect(release).not.toBeNull();
    // Meanwhile the person calls nothing but the game changes: a catch-free kapaga is not
    // possible here, so move the game by replacing it with the same table one step on.
    const g = store.getState().game;
    store.setState({ game: g ? { ...g } : g });
    (release as unknown as () => void)();
    await vi.runAllTimersAsync();
    stop();
    expect(store.getState().record?.actions.length).toBeLessThanOrEqual(1);
  });

  it('pauses while a panel is open', () => {
    const store = storeWithSetup({
      hands: [
        ['3D', '4D'],
        ['9H', 'KC'],
      ],
      discard: ['9S'],
      turn: 1,
    });
    store.getState().openPanel('rules');
    const stop = startBotRunner(store);
    vi.advanceTimersByTime(BOT_DELAY.normal * 4);
    expect(store.getState().record?.actions).toEqual([]);
    store.getState().openPanel(null);
    vi.advanceTimersByTime(BOT_DELAY.normal + 1);
    expect(store.getState().record?.actions).toHaveLength(1);
    stop();
  });
});
