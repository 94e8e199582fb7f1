/** Pass and play (issue 5): several people on one device, hands hidden between them. */

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATCH_REACTION_MS } from '../../src/games/kapaga/bots/types';
import { type Action, legalActions } from '../../src/games/kapaga/engine';
import {
  createGameStore,
  type Decide,
  type SeatConfig,
  selectHandoff,
  selectHandoffTo,
  selectMode,
  selectShownLog,
  selectView,
  selectViewer,
  startBotRunner,
  tableSeats,
} from '../../src/games/kapaga/store';
import { plain } from '../../src/games/kapaga/words';
import { controlsIn, handIn, othersIn, promptIn, seatsIn } from './felt';
import { passTableStore } from './helpers';

const person = (name: string): SeatConfig => ({ name, kind: 'human', level: 'easy' });
const bot = (name: string): SeatConfig => ({ name, kind: 'bot', level: 'easy' });

const passTable = passTableStore;

describe('pass and play: who sees what', () => {
  it('starts between people: no hand anywhere, and the device goes to the first to act', () => {
    const store = createGameStore({ storage: null });
    expect(
      store.getState().startTable({
        seats: [person('Ann'), person('Bea'), bot('Cleo')],
        rules: 'grayzone',
        seed: 3,
      }),
    ).toBe(true);
    const s = store.getState();
    expect(selectMode(s)).toBe('pass');
    expect(s.holder).toBeNull();
    expect(selectViewer(s)).toBeNull();
    expect(selectView(s)?.hand).toEqual([]);
    expect(handIn(s)).toEqual([]);
    expect(controlsIn(s).myTurn).toBe(false);
    expect(othersIn(s)).toHaveLength(3);
    // Every person has a hand they have not seen yet.
    expect(s.unseen).toEqual([true, true, false]);
  });

  it('the person to act reveals their own hand; the others stay face down', () => {
    const store = passTable({
      hands: [
        ['7H', '7S', '2C'],
        ['3D', '4D', 'KC'],
        ['9S', 'QD'],
      ],
      discard: ['9H'],
      turn: 0,
    });
    expect(selectHandoffTo(store.getState())).toBe(0);
    expect(selectHandoff(store.getState())).toMatchObject({ to: 0, name: 'Ann', from: null });
    store.getState().reveal(0);
    const s = store.getState();
    expect(selectViewer(s)).toBe(0);
    expect(selectHandoff(s)).toBeNull();
    expect(handIn(s).map((c) => c.code)).toEqual(['7S', '7H', '2C']);
    expect(othersIn(s).map((x) => x.seat)).toEqual([1, 2]);
    expect(seatsIn(s).every((x) => x.faces === null)).toBe(true);
    expect(promptIn(s)).toBe('Your turn: play or draw.');
  });

  it('after the turn, the holder still sees their hand (to call KAPAGA), then hides it', () => {
    const store = passTable(
      {
        hands: [['7H', '3C'], ['3D', '4D', 'KC'], ['9S']],
        discard: ['9H'],
        turn: 0,
      },
      0,
    );
    expect(store.getState().dispatch({ type: 'play', seat: 0, cards: ['7H'] })).toBe(true);
    let s = store.getState();
    // The 7 skips Bea, so the bot is next: Ann still holds the device, hand on screen.
    expect(s.game?.turn).toBe(2);
    expect(selectViewer(s)).toBe(0);
    expect(controlsIn(s).canKapaga).toBe(true);
    store.getState().dispatch({ type: 'kapaga', seat: 0 });
    store.getState().dispatch({ type: 'draw', seat: 2 });
    s = store.getState();
    expect(s.game?.turn).toBe(0);
    // Ann's turn again: no hand-off needed.
    expect(selectHandoff(s)).toBeNull();
    store.getState().dispatch({ type: 'draw', seat: 0 });
    const drawn = legalActions(store.getState().game as never).find((a) => a.type === 'pass');
    if (drawn) store.getState().dispatch(drawn);
    s = store.getState();
    expect(s.game?.turn).toBe(1);
    expect(selectHandoff(s)).toMatchObject({ to: 1, name: 'Bea', from: 0, fromName: 'Ann' });
    expect(selectViewer(s)).toBe(0);
    s.passDevice();
    expect(selectViewer(store.getState())).toBeNull();
    expect(handIn(store.getState())).toEqual([]);
  });

  it('the log names everyone, never "you", and keeps drawn cards for their drawer', () => {
    const store = createGameStore({ storage: null });
    store.getState().startTable({
      seats: [person('You'), person('Bea'), bot('Cleo')],
      rules: 'grayzone',
      seed: 11,
    });
    // "You" is no name for one of several people.
    expect(store.getState().seats[0]?.name).toBe('Player 1');
    for (let i = 0; i < 60; i++) {
      const g = store.getState().game;
      if (g?.phase !== 'playing') break;
      const a =
        legalActions(g).find((x) => x.type === 'draw' && x.seat === g.turn) ??
        legalActions(g).find((x) => 'seat' in x && x.seat === g.turn);
      if (!a) break;
      store.getState().dispatch(a);
    }
    const text = (e: { tokens: Parameters<typeof plain>[0] }) => plain(e.tokens);
    // On screen: nobody holds the device, so no drawn card shows, and nobody is "you".
    store.setState({ holder: null });
    const lines = selectShownLog(store.getState());
    expect(lines.filter((e) => /drew/.test(text(e))).length).toBeGreaterThan(3);
    for (const e of lines) {
      expect(text(e)).not.toMatch(/\byou\b/i);
      expect(text(e)).not.toMatch(/\(/);
    }
    // Ann holds it: her own draws show their cards, nobody else's; still no "you".
    store.setState({ holder: 0 });
    const hers = selectShownLog(store.getState());
    expect(hers.some((e) => e.seat === 0 && /drew \d+ cards? \(/.test(text(e)))).toBe(true);
    for (const e of hers) {
      expect(text(e)).not.toMatch(/\byou\b/i);
      if (/\(/.test(text(e))) expect(e.seat).toBe(0);
    }
  });

  it('names are made usable: no "You" among several people, no twins', () => {
    expect(
      tableSeats([person('you'), person('Ann'), person('Ann'), bot('')]).map((s) => s.name),
    ).toEqual(['Player 1', 'Ann', 'Ann 2', 'Bot 4']);
    // Solo play keeps "You".
    expect(tableSeats([person('You'), bot('Ada')]).map((s) => s.name)).toEqual(['You', 'Ada']);
  });
});

describe('pass and play: KAPAGA and the catch', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const alwaysCatch: Decide = ({ legal }) => {
    const c = legal.find((a) => a.type === 'catch');
    const d = legal.find((a) => a.type === 'draw');
    return c
      ? { action: c, reason: [{ say: 'catch', target: c.target }] }
      : { action: d ?? null, reason: [] };
  };

  it('hands passed by a 9 are unseen: nobody may catch their new holder until they look', () => {
    // Bea (seat 1) plays a 9: every hand moves left; Ann receives the bot's lone card.
    const store = passTable(
      {
        hands: [['3D', '4D', 'KC'], ['9H', '5S', '6S'], ['7C']],
        discard: ['9S'],
        turn: 1,
      },
      1,
    );
    store.getState().dispatch({ type: 'play', seat: 1, cards: ['9H'] });
    let s = store.getState();
    expect(s.game?.hands[0]?.length).toBe(1);
    expect(s.unseen[0]).toBe(true);
    expect(s.unseen[1]).toBe(false);
    // Bea holds the device: Ann has one card and no call, but has not seen it: no Catch.
    expect(controlsIn(s).catchTargets).toEqual([]);
    expect(seatsIn(s)[0]?.catchable).toBe(false);
    // The bot (to act) may not catch her either, however long it waits.
    const stop = startBotRunner(store, { decide: alwaysCatch });
    vi.advanceTimersByTime(CATCH_REACTION_MS.easy * 2);
    s = store.getState();
    expect(s.record?.actions.some((a) => a.type === 'catch')).toBe(false);
    // Ann's turn came round (the bot drew): she takes the device and looks; the clock runs.
    expect(s.game?.turn).toBe(0);
    s.passDevice();
    store.getState().reveal(0);
    expect(store.getState().unseen[0]).toBe(false);
    vi.advanceTimersByTime(CATCH_REACTION_MS.easy + 500);
    stop();
    const caught = store.getState().record?.actions.find((a) => a.type === 'catch');
    expect(caught).toMatchObject({ type: 'catch', seat: 2, target: 0 });
  });

  /** Ann (a person) plays 7H next and is left with one card. */
  const annAboutToPlay = () =>
    passTable(
      {
        hands: [
          ['7H', '3C'],
          ['3D', '4D', 'KC'],
          ['9S', 'QD'],
        ],
        discard: ['9H'],
        turn: 0,
        rules: { sevens: 'plain' },
      },
      0,
    );

  it('the next person may catch the last one from the hand-off screen, before looking', () => {
    const store = annAboutToPlay();
    store.getState().dispatch({ type: 'play', seat: 0, cards: ['7H'] });
    store.getState().passDevice();
    const h = selectHandoff(store.getState());
    expect(h).toMatchObject({ to: 1, from: null, catchable: [{ seat: 0, name: 'Ann' }] });
    const a: Action = { type: 'catch', seat: 1, target: 0 };
    expect(store.getState().dispatch(a)).toBe(true);
    expect(store.getState().game?.hands[0]).toHaveLength(2);
    expect(selectHandoff(store.getState())?.catchable).toEqual([]);
  });

  it('a person who called in time is not on the hand-off catch list', () => {
    const store = annAboutToPlay();
    store.getState().dispatch({ type: 'play', seat: 0, cards: ['7H'] });
    store.getState().dispatch({ type: 'kapaga', seat: 0 });
    store.getState().passDevice();
    expect(selectHandoff(store.getState())?.catchable).toEqual([]);
  });
});

describe('pass and play: a reload', () => {
  it('comes back between people, with who has not seen their hand', async () => {
    const { memoryStorage } = await import('./helpers');
    const storage = memoryStorage();
    const a = createGameStore({ storage });
    a.getState().startTable({
      seats: [person('Ann'), person('Bea'), bot('Cleo')],
      rules: 'grayzone',
      seed: 3,
    });
    const to = selectHandoffTo(a.getState());
    if (to === null) throw new Error('no hand-off');
    a.getState().reveal(to);
    expect(selectViewer(a.getState())).toBe(to);
    // Play one move (a draw) so the state is saved again.
    const g = a.getState().game;
    const draw = g && legalActions(g).find((x) => x.type === 'draw' && x.seat === g.turn);
    if (draw) a.getState().dispatch(draw);
    // Her turn is over and she hides her cards (until then a reload keeps them up: below).
    a.getState().passDevice();
    const b = createGameStore({ storage }).getState();
    expect(b.holder).toBeNull();
    expect(selectViewer(b)).toBeNull();
    expect(b.unseen).toEqual(a.getState().unseen);
  });

  it('during the pass banner comes back to the same banner: the holder may still call', async () => {
    // Issue 19: the last chance to call KAPAGA after playing down to one card was lost.
    const { memoryStorage, storeWithSetup } = await import('./helpers');
    const storage = memoryStorage();
    const a = storeWithSetup(
      { hands: [['4H', '3C'], ['3D', '4D', 'KC'], ['9S']], discard: ['9H'], turn: 0 },
      storage,
    );
    a.setState({ seats: [person('Ann'), person('Bea'), bot('Cleo')], holder: 0 });
    a.setState({ unseen: [false, false, false] });
    expect(a.getState().dispatch({ type: 'play', seat: 0, cards: ['4H'] })).toBe(true);
    expect(selectHandoff(a.getState())).toMatchObject({ to: 1, from: 0 });
    const b = createGameStore({ storage });
    let s = b.getState();
    expect(selectViewer(s)).toBe(0);
    expect(selectHandoff(s)).toMatchObject({ to: 1, name: 'Bea', from: 0, fromName: 'Ann' });
    expect(controlsIn(s).canKapaga).toBe(true);
    expect(s.resumeSaved()).toBe(true); // the same, resumed by hand (another tab's takeover)
    s = b.getState();
    expect(selectViewer(s)).toBe(0);
    // Once Ann hides her cards, a reload comes back between people.
    s.passDevice();
    const c = createGameStore({ storage }).getState();
    expect(c.holder).toBeNull();
    expect(selectViewer(c)).toBeNull();
    expect(selectHandoff(c)).toMatchObject({ to: 1 });
  });
});

describe('pass and play: the end of a round', () => {
  it('names who went out: everyone at the device reads it', () => {
    const store = passTableStore(
      { hands: [['7H'], ['3D', '4D'], ['9S']], discard: ['9H'], turn: 0 },
      0,
    );
    store.getState().dispatch({ type: 'play', seat: 0, cards: ['7H'] });
    expect(promptIn(store.getState())).toBe('Round over: Ann went out.');
  });
});
