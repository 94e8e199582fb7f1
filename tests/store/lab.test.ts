/** House rules, share links, replays, watch mode and rule demos in the store (issue 5). */

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { legalActions, PRESETS, recordToText, resolveRules } from '../../src/games/kapaga/engine';
import {
  createGameStore,
  KEYS,
  readReplay,
  recordRules,
  type SeatConfig,
  selectChosenSummary,
  selectGameRulesSummary,
  selectReplayView,
  selectRulesCard,
  selectShownLog,
  selectViewer,
  startBotRunner,
} from '../../src/games/kapaga/store';
import { selectDemoView } from '../../src/games/kapaga/store/selectors/demos';
import { encodeRecord, encodeRules } from '../../src/games/kapaga/store/share';
import { plain } from '../../src/games/kapaga/words';
import { seatsIn } from './felt';
import { memoryStorage } from './helpers';

const bot = (name: string): SeatConfig => ({ name, kind: 'bot', level: 'easy' });
const rules = (r: Parameters<typeof resolveRules>[0]) => {
  const x = resolveRules(r);
  if (!x.ok) throw new Error(x.error.message);
  return x.value;
};

describe('house rules', () => {
  it('are remembered; a broken saved value falls back to grayzone', () => {
    const storage = memoryStorage();
    const a = createGameStore({ storage });
    a.getState().setChosenRules(rules({ stackTwos: false, handSize: 6 }));
    const b = createGameStore({ storage }).getState();
    expect(b.chosenRules).toEqual(rules({ stackTwos: false, handSize: 6 }));
    expect(selectChosenSummary(b)).toMatchObject({
      preset: null,
      base: 'grayzone',
      changed: ['handSize', 'stackTwos'],
    });
    storage.setItem(KEYS.rules, JSON.stringify({ handSize: 99 }));
    expect(createGameStore({ storage }).getState().chosenRules).toEqual(PRESETS.grayzone);
  });

  it('a game starts with exactly the chosen rules, recorded as a preset name or the changes', () => {
    expect(recordRules(PRESETS.classic)).toBe('classic');
    expect(recordRules(rules({ zombieTwos: false }))).toEqual({ zombieTwos: false });
    const store = createGameStore({ storage: null });
    const custom = rules({ sevens: 'plain', kapagaPenalty: 2 });
    store.getState().startMatch({
      name: 'Pat',
      opponents: [{ level: 'easy' }],
      preset: 'grayzone',
      rules: custom,
      seed: 4,
    });
    const s = store.getState();
    expect(s.game?.rules).toEqual(custom);
    expect(s.record?.rules).toEqual({ sevens: 'plain', kapagaPenalty: 2 });
    expect(s.rulesCard).toBe(true);
    expect(selectRulesCard(s)).toBe(true);
    // Out of the way after the first round, dismissed or not.
    if (!s.game) throw new Error('no game');
    expect(selectRulesCard({ ...s, game: { ...s.game, round: 2 } })).toBe(false);
    expect(selectGameRulesSummary(s)?.changed).toEqual(['sevens', 'kapagaPenalty']);
    s.dismissRulesCard();
    expect(store.getState().rulesCard).toBe(false);
    // Play again keeps the same rules.
    s.playAgain();
    expect(store.getState().game?.rules).toEqual(custom);
  });

  it('rules no game can use are refused with the engine message', () => {
    const store = createGameStore({ storage: null });
    const ok = store.getState().startTable({
      seats: [{ name: 'Pat', kind: 'human', level: 'easy' }, bot('A'), bot('B'), bot('C')],
      rules: rules({ handSize: 15, jokers: 0 }),
      seed: 1,
    });
    expect(ok).toBe(false);
    expect(store.getState().error).toMatch(/cards/);
    expect(store.getState().game).toBeNull();
  });
});

describe('links', () => {
  it('a shared rules link opens the new-game screen with exactly those rules and the seed', () => {
    const store = createGameStore({ storage: null });
    const shared = rules({ eights: 'suit', recyclePenalty: 50 });
    store.getState().openLink({ rules: encodeRules({ rules: shared, seed: 77 }) });
    const s = store.getState();
    expect(s.screen).toBe('new');
    expect(s.chosenRules).toEqual(shared);
    expect(s.linkSeed).toBe(77);
    expect(s.notice).toMatch(/came with the link/);
  });

  it('a tampered link gives a clear message and keeps the rules the player chose', () => {
    const store = createGameStore({ storage: null });
    store.getState().setChosenRules(rules({ aces: 'plain' }));
    const code = encodeRules({ rules: rules({ handSize: 6 }) });
    store.getState().openLink({ rules: `${code.slice(0, -3)}%%!` });
    const s = store.getState();
    expect(s.notice).toMatch(/could not be read.*your own rules are unchanged/);
    expect(s.chosenRules).toEqual(rules({ aces: 'plain' }));
    expect(s.linkSeed).toBeNull();
  });

  it('a replay link opens the replay; a broken one says so', () => {
    const store = createGameStore({ storage: null });
    const rec = { players: 3, seed: 9, rules: 'grayzone' as const, actions: [] };
    store.getState().openLink({ replay: encodeRecord(rec), names: 'Ann,Bea,Cal' });
    expect(store.getState().screen).toBe('replay');
    expect(store.getState().replay?.names).toEqual(['Ann', 'Bea', 'Cal']);
    const other = createGameStore({ storage: null });
    other.getState().openLink({ replay: 'r1.$$$' });
    expect(other.getState().screen).toBe('new');
    expect(other.getState().notice).toMatch(
      /This replay could not be read: .* Ask for the link again\./,
    );
  });
});

describe('replays', () => {
  function playedStore() {
    const store = createGameStore({ storage: null });
    store.getState().startMatch({
      name: 'Pat',
      opponents: [{ level: 'easy' }, { level: 'easy' }],
      preset: 'grayzone',
      seed: 21,
    });
    for (let i = 0; i < 20; i++) {
      const g = store.getState().game;
      if (g?.phase !== 'playing') break;
      const a = legalActions(g).find((x) => 'seat' in x && x.seat === g.turn);
      if (a) store.getState().dispatch(a);
    }
    return store;
  }

  it('reads a record as text, an r1 code or a whole link; refuses what does not play back', () => {
    const record = playedStore().getState().record;
    if (!record) throw new Error('no record');
    const text = recordToText(record);
    expect(readReplay(text)).toMatchObject({ ok: true, value: { record } });
    expect(readReplay(encodeRecord(record))).toMatchObject({ ok: true, value: { record } });
    const link = `https://x.test/?replay=${encodeRecord(record)}&names=${encodeURIComponent('A,B,C')}`;
    expect(readReplay(link)).toMatchObject({ ok: true, value: { names: ['A', 'B', 'C'] } });
    // One more action (and the end line counting it) that does not play back.
    const r = readReplay(text.replace(/end (\d+)\n$/, (_, n) => `0 7H 7H\nend ${Number(n) + 1}\n`));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.detail).toMatch(/Action \d+/);
    expect(readReplay('hello').ok).toBe(false);
  });

  it('steps through a game move by move, with the log up to the move', () => {
    const store = playedStore();
    const s = store.getState();
    const record = s.record;
    if (!record) throw new Error('no record');
    s.openReplay(record);
    let v = selectReplayView(store.getState());
    expect(v?.at).toBe(0);
    expect(v?.names).toEqual(['Pat', 'Ada', 'Bruno']);
    expect(v?.linesAt(0).length).toBeGreaterThan(0);
    expect(v?.table.seats.reduce((n, x) => n + x.hand.length, 0)).toBeGreaterThan(0);
    store.getState().replayTo(5);
    v = selectReplayView(store.getState());
    expect(v?.at).toBe(5);
    expect(v?.move).toEqual(v?.linesAt(5)[0]?.tokens);
    expect(v?.linesAt(5).every((l) => l.step === 5)).toBe(true);
    store.getState().replayTo(10_000);
    expect(store.getState().replay?.at).toBe(record.actions.length);
    store.getState().closeReplay();
    expect(store.getState().screen).toBe('table');
  });
});

describe('watch mode', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('bots play each other; pause holds them, Step lets exactly one act', () => {
    const store = createGameStore({ storage: null });
    store.getState().startTable({
      seats: [bot('A'), bot('B'), bot('C')],
      rules: 'grayzone',
      seed: 5,
    });
    const stop = startBotRunner(store);
    const moves = () => store.getState().record?.actions.length ?? 0;
    vi.advanceTimersByTime(5000);
    expect(moves()).toBeGreaterThan(2);
    store.getState().setWatch({ paused: true });
    const at = moves();
    vi.advanceTimersByTime(10_000);
    expect(moves()).toBe(at);
    store.getState().stepWatch();
    vi.advanceTimersByTime(50);
    expect(moves()).toBe(at + 1);
    vi.advanceTimersByTime(10_000);
    expect(moves()).toBe(at + 1);
    store.getState().setWatch({ paused: false });
    vi.advanceTimersByTime(5000);
    expect(moves()).toBeGreaterThan(at + 1);
    stop();
  });

  it('with only bots at the table the next round is dealt by itself, after a pause to read it', () => {
    const store = createGameStore({ storage: null });
    store.getState().startTable({ seats: [bot('A'), bot('B')], rules: 'grayzone', seed: 3 });
    store.getState().table.getState().change({ speed: 'fast' });
    const stop = startBotRunner(store);
    const phase = () => store.getState().game?.phase;
    for (let i = 0; i < 2000 && phase() === 'playing'; i++) vi.advanceTimersByTime(400);
    expect(phase()).toBe('round-over');
    vi.advanceTimersByTime(1000); // the summary stays up a moment
    expect(phase()).toBe('round-over');
    vi.advanceTimersByTime(1000);
    expect(store.getState().game?.round).toBe(2);
    stop();
  });

  it('a person at the table deals the next round themselves', () => {
    const store = createGameStore({ storage: null });
    const you: SeatConfig = { name: 'Pat', kind: 'human', level: 'easy' };
    store.getState().startTable({ seats: [you, bot('B')], rules: 'grayzone', seed: 3 });
    const stop = startBotRunner(store);
    for (let i = 0; i < 400 && store.getState().game?.phase === 'playing'; i++) {
      const g = store.getState().game;
      const mine =
        g && g.turn === 0
          ? legalActions(g).find((a) => a.type !== 'next-round' && a.seat === 0)
          : null;
      if (mine) store.getState().dispatch(mine);
      vi.advanceTimersByTime(1000);
    }
    expect(store.getState().game?.phase).toBe('round-over');
    vi.advanceTimersByTime(60_000);
    expect(store.getState().game?.round).toBe(1);
    stop();
  });

  it('every hand face up and every drawn card in the log, or none, as chosen', () => {
    const store = createGameStore({ storage: null });
    store.getState().startTable({
      seats: [bot('A'), bot('B')],
      rules: 'grayzone',
      seed: 8,
    });
    for (let i = 0; i < 12; i++) {
      const g = store.getState().game;
      const a = g && legalActions(g).find((x) => x.type === 'draw');
      if (a) store.getState().dispatch(a);
    }
    const s = store.getState();
    expect(selectViewer(s)).toBeNull();
    expect(seatsIn(s).map((x) => x.faces?.length)).toEqual(s.game?.hands.map((h) => h.length));
    expect(selectShownLog(s).some((e) => /drew 1 card \(/.test(plain(e.tokens)))).toBe(true);
    s.setWatch({ showAll: false });
    const hidden = store.getState();
    expect(seatsIn(hidden).every((x) => x.faces === null)).toBe(true);
    expect(selectShownLog(hidden).some((e) => /drew 1 card \(/.test(plain(e.tokens)))).toBe(false);
  });
});

describe('rule demos', () => {
  it('open, step, play out and show the promise; toggling replays from the start', () => {
    const store = createGameStore({ storage: null });
    store.getState().showDemos();
    expect(store.getState().screen).toBe('demos');
    expect(selectDemoView(store.getState())).toBeNull();
    store.getState().openDemo('two-stack');
    let v = selectDemoView(store.getState());
    expect(v).toMatchObject({ at: 0, last: 2, done: false });
    store.getState().demoStep(1);
    expect(selectDemoView(store.getState())?.table.pending).toBe(2);
    store.getState().demoStep(99);
    v = selectDemoView(store.getState());
    expect(v).toMatchObject({ at: 2, done: true, promise: 'Cal must draw 4 or answer with a 2.' });
    expect(v?.table.pending).toBe(4);
    store.getState().toggleDemoRule();
    v = selectDemoView(store.getState());
    expect(v).toMatchObject({ at: 0, toggled: true, done: false });
    store.getState().demoStep(99);
    v = selectDemoView(store.getState());
    expect(v?.promise).toMatch(/Without stacking/);
    expect(v?.replaced).toBe(true);
    expect(v?.table.seats[1]?.hand).toHaveLength(5);
  });
});
