/**
 * Kapaga's records name their game. What players hold today (tests/fixtures/kapaga, made by
 * the code before the field came) keeps opening as the same match, rules and history.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRESETS, replayRecord } from '../../src/games/kapaga/engine';
import {
  createGameStore,
  decodeKept,
  decodeLab,
  decodeRules,
  type GameStore,
  KEYS,
  memoryHistory,
  readReplay,
} from '../../src/games/kapaga/store';
import { readUrlOptions } from '../../src/games/kapaga/ui/url';
import { memoryStorage } from './helpers';

const fixture = (f: string) =>
  readFileSync(new URL(`../fixtures/kapaga/${f}`, import.meta.url), 'utf8');
const OLD_STORAGE: Record<string, string> = JSON.parse(fixture('localStorage.json'));
const OLD_MATCH = JSON.parse(OLD_STORAGE[KEYS.match] as string);
const OLD_ASIDE = JSON.parse(OLD_STORAGE[KEYS.aside] as string);
const OLD_LEFT = JSON.parse(OLD_STORAGE[KEYS.left] as string);
const OLD_REPLAY = fixture('replay.txt');
const OLD_HISTORY = fixture('history.json');
const OLD_ENTRIES = JSON.parse(OLD_HISTORY).entries;
const hashOf = (f: string) => new URL(fixture(f).trim()).hash;
/** The house rules of the fixtures' matches (make.ts). */
const HOUSE = { ...PRESETS.grayzone, handSize: 4, sevens: 'plain', eliminationScore: 400 };
const FINAL_SCORES = [100, 575, 1315];

function oldStorage() {
  const storage = memoryStorage();
  for (const [k, v] of Object.entries(OLD_STORAGE)) storage.setItem(k, v);
  return storage;
}

const oldStore = (history = memoryHistory()): GameStore =>
  createGameStore({ storage: oldStorage(), history, now: () => 1_800_000_000_000 });

describe("today's records still open as Kapaga's", () => {
  it('the saved match resumes as the same match, nothing moved aside', () => {
    const storage = oldStorage();
    const s = createGameStore({ storage, history: null }).getState();
    expect(s.notice).toBeNull();
    expect(s.screen).toBe('table');
    expect(s.record).toEqual(OLD_MATCH.record);
    expect(s.seats).toEqual(OLD_MATCH.seats);
    expect(s.reasons).toEqual(OLD_MATCH.reasons);
    const again = replayRecord(OLD_MATCH.record);
    expect(again.ok && s.game?.hands).toEqual(again.ok && again.value.hands);
    expect(storage.data.has(KEYS.broken)).toBe(false);
  });

  it('the match set aside is kept, and "Back to your game" resumes it', () => {
    const store = oldStore();
    const aside = store.getState().aside;
    expect(aside?.record).toEqual(OLD_ASIDE.record);
    expect(aside?.seats).toEqual(OLD_ASIDE.seats);
    expect(aside?.reasons).toEqual(OLD_ASIDE.reasons);
    expect(store.getState().backToMatch()).toBe(true);
    expect(store.getState().record).toEqual(OLD_ASIDE.record);
    expect(store.getState().seats.map((x) => x.name)).toEqual(['Ann', 'Bea', 'Cy']);
  });

  it('the match left unfinished is listed in Replays and steps through', () => {
    const store = oldStore();
    const left = store.getState().left;
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject(OLD_LEFT[0]);
    store.getState().openReplay(left[0]?.record as never, left[0]?.names);
    expect(store.getState().replay?.names).toEqual(['Pat', 'Ada', 'Bo']);
    expect(store.getState().replay?.record.actions).toEqual(OLD_LEFT[0].record.actions);
  });

  it('the replay file, and the replay link, open as the same finished match', () => {
    const file = readReplay(OLD_REPLAY);
    const link = readReplay(fixture('replay-link.txt'));
    if (!file.ok || !link.ok) throw new Error('an old replay was refused');
    expect(file.value.names).toEqual(['Pat', 'Ada', 'Bo']);
    expect(link.value.names).toEqual(['Pat', 'Ada', 'Bo']);
    const { names: _, ...rec } = file.value.record;
    expect(link.value.record).toEqual(rec);
    expect(rec).toMatchObject({ players: 3, seed: 31337 });
    expect(rec.actions).toHaveLength(246);
    const g = replayRecord(rec);
    expect(g.ok && g.value.phase).toBe('game-over');
    expect(g.ok && g.value.scores).toEqual(FINAL_SCORES);
    // Opened from the address, it shows on the replay screen.
    const store = oldStore();
    store.getState().openLink(readUrlOptions('', hashOf('replay-link.txt')));
    expect(store.getState().screen).toBe('replay');
    expect(store.getState().replay?.record.actions).toEqual(rec.actions);
  });

  it('the rules link brings the same house rules and deal', () => {
    const code = readUrlOptions('', hashOf('rules-link.txt')).rules as string;
    const r = decodeRules(code);
    expect(r.ok && r.value).toEqual({ rules: HOUSE, seed: 31337 });
    const store = oldStore();
    store.getState().openLink({ rules: code });
    expect(store.getState().chosenRules).toEqual(HOUSE);
    expect(store.getState().linkSeed).toBe(31337);
  });

  it('the lab link brings the same comparison', () => {
    const code = readUrlOptions('', hashOf('lab-link.txt')).lab as string;
    const spec = decodeLab(code);
    expect(spec.ok && spec.value).toEqual({
      a: 'grayzone',
      b: { handSize: 4, sevens: 'plain' },
      labels: ['Grayzone', 'Your rules'],
      players: 3,
      seats: ['easy', 'hard', 'expert'],
      unit: 'rounds',
      count: 500,
      seed: 5,
      worth: false,
    });
  });

  it('the history file is read in whole, and kept entries read back the same', async () => {
    const history = memoryHistory();
    const store = oldStore(history);
    expect(await store.getState().importHistory(OLD_HISTORY)).toBe('Added 2 matches.');
    const read = await store.getState().readHistory();
    expect(read).toHaveLength(2);
    read.forEach((e, i) => expect(e).toMatchObject(OLD_ENTRIES[i]));
    expect(read[1]?.scores).toEqual(FINAL_SCORES);
    // What IndexedDB kept before (the entries as they were stored) still decodes.
    const kept = decodeKept([1, 2], OLD_ENTRIES);
    expect(kept.unreadable).toEqual([]);
    kept.entries.forEach((e, i) => expect(e).toMatchObject(OLD_ENTRIES[i]));
  });
});
