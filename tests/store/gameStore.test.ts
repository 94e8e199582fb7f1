import { describe, expect, it } from 'vitest';
import { legalActions, replayRecord, snapshot } from '../../src/games/kapaga/engine';
import { createGameStore, KEYS } from '../../src/games/kapaga/store';
import {
  selectHasAside,
  selectLeaving,
  selectLeft,
  selectShownLog,
} from '../../src/games/kapaga/store/selectors';
import { plain } from '../../src/games/kapaga/words';
import { controlsIn } from './felt';
import { memoryStorage, storeWithSetup } from './helpers';

const start = (storage = memoryStorage(), seed = 7) => {
  const store = createGameStore({ storage, random: () => 0.5, now: () => 1000 });
  store.getState().startMatch({
    name: 'Pat',
    opponents: [{ level: 'easy' }, { level: 'medium' }],
    preset: 'grayzone',
    seed,
  });
  return { store, storage };
};

/** Play the first legal action of whoever is to act, `n` times. */
function playSome(store: ReturnType<typeof start>['store'], n: number) {
  for (let i = 0; i < n; i++) {
    const g = store.getState().game;
    if (g?.phase !== 'playing') return;
    const a = legalActions(g).find((x) => 'seat' in x && x.seat === g.turn);
    if (!a) return;
    expect(store.getState().dispatch(a)).toBe(true);
  }
}

describe('createGameStore', () => {
  it('starts a match: seats, record, game and the deal in the log', () => {
    const { store } = start();
    const s = store.getState();
    expect(s.screen).toBe('table');
    expect(s.seats.map((x) => x.name)).toEqual(['Pat', 'Ada', 'Bruno']);
    expect(s.seats[2]?.level).toBe('medium');
    expect(s.record).toMatchObject({ players: 3, seed: 7, rules: 'grayzone', actions: [] });
    expect(s.game?.seats).toBe(3);
    expect(selectShownLog(s).some((e) => /deals 5 cards each/.test(plain(e.tokens)))).toBe(true);
  });

  it('an illegal action keeps the game untouched and stores the engine message', () => {
    const { store } = start();
    const before = store.getState().game;
    const other = ((before?.turn ?? 0) + 1) % 3;
    expect(store.getState().dispatch({ type: 'draw', seat: other })).toBe(false);
    const s = store.getState();
    expect(s.game).toBe(before);
    expect(s.record?.actions).toEqual([]);
    expect(s.error).toMatch(/turn/);
  });

  it('records every applied action: the record replays to the same game', () => {
    const { store } = start();
    playSome(store, 25);
    const s = store.getState();
    expect(s.record?.actions.length).toBeGreaterThan(5);
    const replayed = replayRecord(s.record as NonNullable<typeof s.record>);
    expect(replayed.ok).toBe(true);
    if (replayed.ok && s.game) expect(snapshot(replayed.value)).toEqual(snapshot(s.game));
  });

  it('game state survives a JSON round trip unchanged', () => {
    const { store } = start();
    playSome(store, 10);
    const g = store.getState().game;
    expect(JSON.parse(JSON.stringify(g))).toEqual(g);
  });

  it('a reload resumes exactly: same game, seats, log and stats', () => {
    const { store, storage } = start();
    playSome(store, 12);
    const a = store.getState();
    const b = createGameStore({ storage }).getState();
    expect(b.screen).toBe('table');
    expect(b.notice).toBeNull();
    expect(b.seats).toEqual(a.seats);
    expect(b.record).toEqual(a.record);
    expect(snapshot(b.game as NonNullable<typeof b.game>)).toEqual(
      snapshot(a.game as NonNullable<typeof a.game>),
    );
    const words = (x: typeof a) => selectShownLog(x).map((e) => plain(e.tokens));
    expect(words(b)).toEqual(words(a));
  });

  it.each([
    ['not JSON', '{nope'],
    ['unknown version', JSON.stringify({ v: 0, record: {}, seats: [] })],
    ['moves that do not replay', 'replay'],
    ['seats that do not match', 'seats'],
    ['a number', '42'],
  ])('a corrupt save (%s) gives a clear message and a fresh start', (_, text) => {
    const storage = memoryStorage();
    if (text === 'replay' || text === 'seats') {
      const { storage: good } = start();
      const saved = JSON.parse(good.data.get(KEYS.match) as string);
      if (text === 'replay') saved.record.actions.push({ type: 'draw', seat: 9 });
      else saved.seats.pop();
      storage.setItem(KEYS.match, JSON.stringify(saved));
    } else storage.setItem(KEYS.match, text);
    const s = createGameStore({ storage }).getState();
    expect(s.screen).toBe('new');
    expect(s.game).toBeNull();
    expect(s.notice).toMatch(/could not be resumed/);
    expect(storage.data.has(KEYS.match)).toBe(false);
  });

  it('settings persist, and bad saved fields fall back to the defaults', () => {
    const storage = memoryStorage();
    const a = createGameStore({ storage });
    a.getState().updateSettings({ sortBy: 'rank', fourColour: true });
    a.getState().table.getState().change({ speed: 'fast' });
    const b = createGameStore({ storage });
    expect(b.getState().settings).toMatchObject({ sortBy: 'rank', fourColour: true });
    // The speed is the table's, for every game.
    expect(b.getState().table.getState().speed).toBe('fast');
    storage.setItem(KEYS.settings, JSON.stringify({ sortBy: 'colour', hints: 'yes' }));
    expect(createGameStore({ storage }).getState().settings).toMatchObject({
      sortBy: 'suit',
      hints: true,
    });
  });

  it('R20: KAPAGA! may be pressed with a play only when the hand left has KAPAGA', () => {
    const none = storeWithSetup({
      hands: [
        ['7H', '7S', '2C', 'KD'],
        ['3D', '4D'],
      ],
      discard: ['9D'],
      turn: 0,
    }).getState();
    // KD leaves 7H 7S 2C: no KAPAGA, nothing to arm.
    expect(controlsIn(none, [3])).toMatchObject({ canArm: false, canKapaga: false });
    // 2C is not legal on 9D: no play, nothing to arm either.
    expect(controlsIn(none, [2]).canArm).toBe(false);
    const s = storeWithSetup({
      hands: [
        ['7H', '7S', 'KD'],
        ['3D', '4D'],
      ],
      discard: ['9D'],
      turn: 0,
    }).getState();
    // KD leaves 7H 7S: one play, KAPAGA.
    expect(controlsIn(s, [2])).toMatchObject({ canArm: true, armed: false });
    expect(controlsIn(s, [2], true).armed).toBe(true);
  });

  it('R20: a play with KAPAGA! pressed lands, then the call, before anything else', () => {
    const store = storeWithSetup({
      hands: [
        ['7H', '7S', 'KD'],
        ['3D', '4D'],
      ],
      discard: ['9D'],
      turn: 0,
    });
    store.getState().act({ type: 'play', seat: 0, cards: ['KD'] }, { type: 'kapaga', seat: 0 });
    const s = store.getState();
    expect(s.game?.kapagaCalled[0]).toBe(true);
    expect(s.record?.actions.slice(-2)).toEqual([
      { type: 'play', seat: 0, cards: ['KD'] },
      { type: 'kapaga', seat: 0 },
    ]);
    expect(s.error).toBeNull();
  });

  it("R20: what goes with a play is the acting seat's own; another seat's is dropped", () => {
    const store = storeWithSetup({
      hands: [
        ['KD', '3C'],
        ['3D', '4D'],
      ],
      discard: ['9D'],
      turn: 0,
    });
    // After KD, seat 0 holds one card and has not called: seat 1 could catch it, but not as
    // part of seat 0's move.
    store
      .getState()
      .act({ type: 'play', seat: 0, cards: ['KD'] }, { type: 'catch', seat: 1, target: 0 });
    const s = store.getState();
    expect(s.record?.actions).toEqual([{ type: 'play', seat: 0, cards: ['KD'] }]);
    expect(s.game?.hands[0]).toHaveLength(1);
    expect(s.error).toBeNull();
  });

  it('R20: a call that the play left without KAPAGA is dropped, without a word', () => {
    const store = storeWithSetup({
      hands: [
        ['7H', '5S', 'KD'],
        ['3D', '4D'],
      ],
      discard: ['9D'],
      turn: 0,
    });
    store.getState().act({ type: 'play', seat: 0, cards: ['KD'] }, { type: 'kapaga', seat: 0 });
    const s = store.getState();
    expect(s.record?.actions).toEqual([{ type: 'play', seat: 0, cards: ['KD'] }]);
    expect(s.game?.kapagaCalled[0]).toBe(false);
    expect(s.error).toBeNull();
  });

  it('a finished match is recorded in past results; a reload shows its final table', () => {
    const storage = memoryStorage();
    const store = storeWithSetup(
      {
        hands: [['7H'], ['3D', '4D']],
        discard: ['9H'],
        turn: 0,
        scores: [0, 1999],
      },
      storage,
    );
    store.getState().dispatch({ type: 'play', seat: 0, cards: ['7H'] });
    const s = store.getState();
    expect(s.game?.phase).toBe('game-over');
    expect(s.results).toHaveLength(1);
    expect(s.results[0]).toMatchObject({ youWon: true, winners: ['Pat'] });
    expect(JSON.parse(storage.data.get(KEYS.results) as string)).toHaveLength(1);
    const again = createGameStore({ storage }).getState();
    expect(again.screen).toBe('table');
    expect(again.game?.phase).toBe('game-over');
    expect(again.results).toHaveLength(1); // not counted twice
    again.abandon();
    expect(storage.data.has(KEYS.match)).toBe(false);
  });

  it('R22: recycle penalties are kept by the game for the round summary', () => {
    const store = storeWithSetup({
      hands: [
        ['7H', 'KS'],
        ['3D', '4D'],
      ],
      discard: ['QC', 'JC', '9S'],
      stock: [],
      turn: 0,
    });
    // Every card is placed except the rest of the deck, which goes under the stock: draw
    // until the stock is empty, then once more to recycle.
    for (let i = 0; i < 200; i++) {
      const s = store.getState();
      if (s.game?.penalties.some((p) => p > 0)) break;
      const g = s.game;
      if (g?.phase !== 'playing') break;
      const seat = g.turn;
      const keep = legalActions(g).find((a) => a.type === 'pass');
      s.dispatch(keep ?? { type: 'draw', seat });
    }
    expect(store.getState().game?.penalties.some((p) => p >= 100)).toBe(true);
  });
});

describe('a running match is never thrown away (issue 19)', () => {
  const bots = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      name: `Bot ${i + 1}`,
      kind: 'bot' as const,
      level: 'easy' as const,
    }));
  const watch = (store: ReturnType<typeof start>['store']) =>
    expect(store.getState().startTable({ seats: bots(3), rules: 'grayzone', seed: 99 })).toBe(true);

  it('watching the bots sets the match aside; a reload keeps it; Back to your game resumes it', () => {
    const { store, storage } = start();
    playSome(store, 9);
    const before = store.getState();
    const mine = { record: before.record, seats: before.seats, game: before.game };
    watch(store);
    expect(store.getState().seats.every((x) => x.kind === 'bot')).toBe(true);
    expect(selectHasAside(store.getState())).toBe(true);
    // The bots play on; the match set aside stays as it was, also after a reload.
    playSome(store, 5);
    const again = createGameStore({ storage, random: () => 0.5 });
    expect(again.getState().seats.every((x) => x.kind === 'bot')).toBe(true);
    for (const s of [store, again]) {
      expect(s.getState().backToMatch()).toBe(true);
      const back = s.getState();
      expect(back.screen).toBe('table');
      expect(back.seats).toEqual(mine.seats);
      expect(back.record).toEqual(mine.record);
      expect(snapshot(back.game as NonNullable<typeof back.game>)).toEqual(
        snapshot(mine.game as NonNullable<typeof mine.game>),
      );
      expect(selectHasAside(back)).toBe(false);
    }
    // Back at the table, the match is the one saved again (nothing aside any more).
    expect(JSON.parse(storage.data.get(KEYS.match) as string).record).toEqual(mine.record);
    expect(storage.data.has(KEYS.aside)).toBe(false);
  });

  it('a new match of people keeps the one it replaces as left unfinished, to replay', () => {
    const { store, storage } = start();
    expect(selectLeaving(store.getState())).toBeNull(); // nothing played: nothing to leave
    playSome(store, 7);
    const old = store.getState().record;
    expect(selectLeaving(store.getState())).toBe(
      'Leave your match against Ada and Bruno? It is kept in Replays as unfinished: you can step through it there, but not play on.',
    );
    store
      .getState()
      .startMatch({ name: 'Pat', opponents: [{ level: 'easy' }], preset: 'grayzone' });
    const s = store.getState();
    expect(s.left).toEqual([
      { game: 'kapaga', at: 1000, record: old, names: ['Pat', 'Ada', 'Bruno'] },
    ]);
    expect(selectLeft(s)[0]?.what).toBe(
      `Pat, Ada and Bruno: ${old?.actions.length} moves, left unfinished`,
    );
    // Kept after a reload, and it opens as a replay.
    const again = createGameStore({ storage });
    const kept = again.getState().left;
    expect(kept).toEqual(s.left);
    again.getState().openReplay(kept[0]?.record as NonNullable<typeof old>, kept[0]?.names);
    expect(again.getState().screen).toBe('replay');
    expect(again.getState().replay?.names).toEqual(['Pat', 'Ada', 'Bruno']);
  });

  it('with Replays full of matches left unfinished, the question says which one leaving drops', () => {
    const { store } = start();
    for (let i = 0; i <= 5; i++) {
      playSome(store, 7);
      const ask = selectLeaving(store.getState()) ?? '';
      // Five are kept: only the sixth question names one to drop, the oldest.
      if (i < 5) expect(ask).not.toContain('dropped');
      else
        expect(ask).toContain(
          'Replays keeps 5 unfinished matches, so the oldest (Pat, Ada and Bruno) is dropped.',
        );
      store.getState().startMatch({
        name: 'Pat',
        opponents: [{ level: 'easy' }, { level: 'easy' }],
        preset: 'grayzone',
      });
    }
    expect(store.getState().left).toHaveLength(5);
  });

  it('pass and play: set aside while watching, asked about and kept when a new match starts', () => {
    const store = createGameStore({ storage: memoryStorage(), now: () => 5 });
    store.getState().startMatch({
      name: 'Tom',
      opponents: [{ name: 'Ann', kind: 'human', level: 'easy' }, { level: 'easy' }],
      preset: 'grayzone',
      seed: 3,
    });
    playSome(store, 4);
    const tom = store.getState().record;
    watch(store);
    expect(selectHasAside(store.getState())).toBe(true);
    expect(selectLeaving(store.getState())).toBe(
      'Leave the match between Tom, Ann and Bruno? It is kept in Replays as unfinished: you can step through it there with every hand shown, but not play on.',
    );
    // Another watch table: the match stays aside.
    watch(store);
    expect(selectHasAside(store.getState())).toBe(true);
    expect(store.getState().left).toEqual([]);
    // A new match of people leaves it (the screen asked first).
    store.getState().startLesson();
    expect(selectHasAside(store.getState())).toBe(false);
    expect(store.getState().left.map((m) => m.record)).toEqual([tom]);
    expect(store.getState().backToMatch()).toBe(false);
  });

  it('a finished match or a bots-only table is not asked about, nor kept', () => {
    const { store } = start();
    watch(store);
    playSome(store, 5);
    expect(selectLeaving(store.getState())).toBeNull();
    watch(store);
    expect(selectHasAside(store.getState())).toBe(false);
    expect(store.getState().left).toEqual([]);
  });
});

describe('multi-card plays', () => {
  it('click order never blocks a legal play: 3♦ then 3♥ on 2♥ plays as 3♥ 3♦', () => {
    const store = storeWithSetup({
      hands: [
        ['3D', '3H', 'KS'],
        ['4C', '5C'],
      ],
      discard: ['2H'],
      turn: 0,
    });
    const hand = store.getState().game?.hands[0] as number[];
    expect(hand.length).toBe(3);
    const c = controlsIn(store.getState(), [0, 1]); // 3D first, then 3H
    expect(c.selected).toEqual(['3H', '3D']);
    expect(store.getState().dispatch({ type: 'play', seat: 0, cards: c.selected })).toBe(true);
  });
});

describe('the buttons speak for the person holding them', () => {
  // Regression (issue 19): while Bruno faced +4, my disabled Draw button read "Draw 4".
  it("another seat's penalty never shows on my Draw button; mine does", () => {
    const store = storeWithSetup({
      hands: [
        ['2C', '7H', 'KD'],
        ['2D', '6S', '9S'],
      ],
      discard: ['4C'],
      turn: 0,
    });
    expect(store.getState().dispatch({ type: 'play', seat: 0, cards: ['2C'] })).toBe(true);
    expect(store.getState().game?.pending).toBe(2);
    expect(controlsIn(store.getState())).toMatchObject({ canDraw: false, drawLabel: 'Draw' });
    expect(store.getState().dispatch({ type: 'play', seat: 1, cards: ['2D'] })).toBe(true);
    expect(controlsIn(store.getState())).toMatchObject({ canDraw: true, drawLabel: 'Draw 4' });
  });
});
