/**
 * Saves keep actions and reasons, never rendered English; a save written by the previous
 * version (tests/fixtures/save-v1.json, made before the log became structured) still loads.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createBot } from '../../src/games/kapaga/bots';
import { actionsFor, playerView, snapshot } from '../../src/games/kapaga/engine';
import { createGameStore, KEYS, SAVE_VERSION, selectShownLog } from '../../src/games/kapaga/store';
import { plain } from '../../src/games/kapaga/words';
import { memoryStorage } from './helpers';

const V1 = readFileSync(new URL('../fixtures/save-v1.json', import.meta.url), 'utf8');

const words = (s: ReturnType<ReturnType<typeof createGameStore>['getState']>) =>
  selectShownLog(s).map((l) => plain(l.tokens));

describe('saves', () => {
  it('a version 1 save (the log as English) resumes: same moves, the log rebuilt in words', () => {
    const storage = memoryStorage();
    storage.setItem(KEYS.match, V1);
    const old = JSON.parse(V1);
    const s = createGameStore({ storage }).getState();
    expect(s.notice).toBeNull();
    expect(s.screen).toBe('table');
    expect(s.record?.actions).toEqual(old.record.actions);
    expect(s.seats).toEqual(old.seats);
    const log = words(s);
    expect(log[0]).toMatch(/^Round 1: .* deals? 5 cards each\.$/);
    // The moves are all there, said by today's words (suit symbols, not codes).
    expect(log.filter((l) => / played /.test(l)).length).toBe(
      old.record.actions.filter((a: { type: string }) => a.type === 'play').length,
    );
    expect(log.join(' ')).not.toMatch(/\b(10|[A2-9TJQK])[SHDC]\b/);
    // And it plays on.
    const g = s.game;
    if (!g) throw new Error('no game');
    const a = actionsFor(g, g.turn).find((x) => x.type !== 'next-round');
    if (a) expect(s.dispatch(a)).toBe(true);
    // The next save is today's version.
    expect(JSON.parse(storage.data.get(KEYS.match) as string).v).toBe(SAVE_VERSION);
  });

  it('saves hold actions and reasons as data, and a reload says the reasons again', () => {
    const storage = memoryStorage();
    const store = createGameStore({ storage, random: () => 0.25 });
    store.getState().startTable({
      seats: [
        { name: 'Pat', kind: 'human', level: 'easy' },
        { name: 'Ada', kind: 'bot', level: 'medium' },
        { name: 'Bo', kind: 'bot', level: 'medium' },
      ],
      rules: 'grayzone',
      seed: 12,
    });
    const bot = createBot('medium', { seed: 3 });
    for (let i = 0; i < 30; i++) {
      const g = store.getState().game;
      if (g?.phase !== 'playing') break;
      const legal = actionsFor(g, g.turn).filter((x) => x.type !== 'next-round');
      const d = bot.decide(playerView(g, g.turn), legal);
      if (!d.action) break;
      store.getState().dispatch(d.action, g.turn === 0 ? undefined : { reason: d.reason });
    }
    const text = storage.data.get(KEYS.match) as string;
    const saved = JSON.parse(text);
    expect(saved.v).toBe(SAVE_VERSION);
    expect(saved.log).toBeUndefined();
    expect(saved.reasons.length).toBeGreaterThan(3);
    expect(saved.reasons[0].reason[0]).toHaveProperty('say');
    // No sentence of the log is in the save.
    expect(text).not.toMatch(/ played | deals /);
    const again = createGameStore({ storage }).getState();
    expect(snapshot(again.game as never)).toEqual(snapshot(store.getState().game as never));
    expect(words(again)).toEqual(words(store.getState()));
    expect(again.log.some((l) => l.kind === 'reason')).toBe(true);
  });

  it("a newer version's save is kept untouched, with a message", () => {
    const storage = memoryStorage();
    const newer = JSON.stringify({ v: SAVE_VERSION + 1, whatever: true });
    storage.setItem(KEYS.match, newer);
    const s = createGameStore({ storage }).getState();
    expect(s.screen).toBe('new');
    expect(s.notice).toMatch(/newer version/);
    expect(storage.data.get(KEYS.match)).toBe(newer);
  });

  it('a save that cannot load is moved aside, never deleted, and not retried', () => {
    const storage = memoryStorage();
    const broken = JSON.stringify({
      v: 1,
      record: { players: 2, seed: 1, rules: 'toString', actions: [] },
      seats: [
        { name: 'A', kind: 'human', level: 'easy' },
        { name: 'B', kind: 'bot', level: 'easy' },
      ],
    });
    storage.setItem(KEYS.match, broken);
    const s = createGameStore({ storage }).getState();
    expect(s.notice).toMatch(/could not be resumed/);
    expect(storage.data.get(KEYS.match)).toBeUndefined();
    expect(storage.data.get(KEYS.broken)).toBe(broken);
    expect(createGameStore({ storage }).getState().notice).toBeNull();
  });
});
