/**
 * Kapaga's records name their game. What players hold today (tests/fixtures/kapaga, made by
 * the code before the field came) keeps opening as the same match, rules and history.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { actionsFor, PRESETS, type Rules, replayRecord } from '../../src/games/kapaga/engine';
import { ANY_MODULE } from '../../src/games/kapaga/module';
import {
  createGameStore,
  decodeKept,
  decodeLab,
  decodeRules,
  encodeRecord,
  encodeRules,
  type GameStore,
  KEYS,
  memoryHistory,
  readReplay,
  recordToText,
  SAVE_VERSION,
} from '../../src/games/kapaga/store';
import { readUrlOptions, replayLink, rulesLink } from '../../src/games/kapaga/ui/url';
import { defaultSpec } from '../../src/platform/lab/spec';
import { labLink as platformLabLink } from '../../src/platform/share';
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
const HOUSE: Rules = { ...PRESETS.grayzone, handSize: 4, sevens: 'plain', eliminationScore: 400 };
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
    // Read into the platform's lab (Kapaga's own lab is gone): the same comparison.
    expect(spec.ok && spec.value).toEqual({
      game: 'kapaga',
      a: {},
      b: { handSize: 4, sevens: 'plain' },
      labels: ['Grayzone', 'Your rules'],
      players: 3,
      seats: ['easy', 'hard', 'expert'],
      unit: 'rounds',
      rounds: 500,
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
    expect(read).toEqual(OLD_ENTRIES);
    expect(read[1]?.scores).toEqual(FINAL_SCORES);
    // What IndexedDB kept before (the entries as they were stored) still decodes.
    const kept = decodeKept([1, 2], OLD_ENTRIES);
    expect(kept.unreadable).toEqual([]);
    expect(kept.entries).toEqual(OLD_ENTRIES);
  });
});

const PEOPLE = [
  { name: 'Pat', kind: 'human' as const, level: 'easy' as const },
  { name: 'Ada', kind: 'bot' as const, level: 'medium' as const },
];
const BOTS = PEOPLE.map((x) => ({ ...x, kind: 'bot' as const }));

/** A few moves of whoever is to act. */
function play(store: GameStore, n: number): void {
  for (let i = 0; i < n; i++) {
    const g = store.getState().game;
    const a = g && actionsFor(g, g.turn).find((x) => x.type !== 'next-round');
    if (a) store.getState().dispatch(a);
  }
}

const b64 = (x: unknown) => btoa(JSON.stringify(x)).replace(/=+$/, '');
const json = (storage: { data: Map<string, string> }, key: string) =>
  JSON.parse(storage.data.get(key) as string);

describe('what Kapaga writes names its game', () => {
  it('the saved match, the match set aside and the matches left unfinished', () => {
    const storage = memoryStorage();
    const store = createGameStore({ storage, history: null, now: () => 5 });
    store.getState().startTable({ seats: PEOPLE, rules: 'grayzone', seed: 3 });
    play(store, 3);
    expect(json(storage, KEYS.match)).toMatchObject({ game: 'kapaga', v: SAVE_VERSION });
    store.getState().startTable({ seats: PEOPLE, rules: 'classic', seed: 4 });
    play(store, 3);
    expect(json(storage, KEYS.left)).toEqual([expect.objectContaining({ game: 'kapaga', at: 5 })]);
    store.getState().startTable({ seats: BOTS, rules: 'grayzone', seed: 5 });
    expect(json(storage, KEYS.aside)).toMatchObject({ game: 'kapaga', v: SAVE_VERSION });
    // And they read back (a reload).
    const again = createGameStore({ storage, history: null }).getState();
    expect(again.aside?.record.seed).toBe(4);
    expect(again.left.map((m) => m.record.seed)).toEqual([3]);
  });

  it('replay files and links, rules links and lab links', () => {
    const file = readReplay(OLD_REPLAY);
    if (!file.ok) throw new Error('no replay');
    const text = recordToText(file.value.record);
    expect(text.startsWith('kapaga-record 3\ngame kapaga\nplayers 3\n')).toBe(true);
    expect(readReplay(text).ok).toBe(true);
    const link = replayLink(encodeRecord(file.value.record), ['A', 'B', 'C'], 'https://k.example/');
    expect(link).toMatch(/^https:\/\/k\.example\/#game=kapaga&replay=r1\./);
    expect(readReplay(link).ok).toBe(true);
    const rules = rulesLink(encodeRules({ rules: HOUSE, seed: 2 }), 'https://k.example/');
    expect(rules).toMatch(/#game=kapaga&rules=k2\./);
    const code = readUrlOptions('', new URL(rules).hash).rules as string;
    expect(JSON.parse(atob(code.slice(3)))).toMatchObject({ g: 'kapaga', s: 2 });
    expect(decodeRules(code)).toEqual({ ok: true, value: { rules: HOUSE, seed: 2 } });
    // Lab links are the platform's now (`c1.`); Kapaga's page reads them.
    const spec = defaultSpec(ANY_MODULE);
    const lab = platformLabLink(ANY_MODULE, spec, 'https://k.example/');
    expect(lab).toMatch(/#game=kapaga&lab=c1\./);
    const options = readUrlOptions('', new URL(lab).hash);
    expect(options.game).toBe('kapaga');
    expect(decodeLab(options.lab as string)).toEqual({ ok: true, value: spec });
  });

  it('history entries, kept and exported', async () => {
    const history = memoryHistory();
    const store = oldStore(history);
    await store.getState().importHistory(OLD_HISTORY);
    expect(history.entries).toEqual(
      OLD_ENTRIES.map((e: object) => ({ game: 'kapaga', v: 2, ...e })),
    );
    const file = JSON.parse(await store.getState().exportHistory());
    expect(file).toMatchObject({ game: 'kapaga', kind: 'history', v: 2 });
    expect(file.entries).toEqual(history.entries);
    // The file reads back in whole.
    const other = memoryHistory();
    const s2 = oldStore(other);
    expect(await s2.getState().importHistory(JSON.stringify(file))).toBe('Added 2 matches.');
  });
});

const KAPOW = {
  game: 'kapow',
  v: 1,
  seed: 9,
  rules: {},
  seats: [
    { kind: 'person', name: 'Pat' },
    { kind: 'bot', name: 'Ada', level: 'easy' },
  ],
  actions: [],
};
const KAPOW_REPLAY = "This file is a KAPOW! replay: open it from KAPOW!'s screen.";

describe("another game's records are refused in words, and nothing saved changes", () => {
  it('a saved match of another game is kept as it is, never opened', () => {
    const storage = oldStorage();
    const theirs = JSON.stringify(KAPOW);
    storage.setItem(KEYS.match, theirs);
    storage.setItem(KEYS.aside, theirs);
    const before = new Map(storage.data);
    const s = createGameStore({ storage, history: null }).getState();
    expect(s.notice).toBe(
      "Your saved game is a KAPOW! match: open it from KAPOW!'s screen. It is kept as it is.",
    );
    expect(s.screen).toBe('new');
    expect(s.game).toBeNull();
    expect(s.aside).toBeNull();
    expect(storage.data).toEqual(before);
  });

  it('a left match of another game is not listed, and outlives the next save', () => {
    const storage = oldStorage();
    const theirs = { ...KAPOW, at: 1 };
    storage.setItem(KEYS.left, JSON.stringify([theirs, ...OLD_LEFT]));
    const store = createGameStore({ storage, history: null, now: () => 9 });
    expect(store.getState().left.map((m) => m.record.seed)).toEqual([4242]);
    // A new match of people puts the one on the table (the bots') nowhere, the left are saved.
    store.getState().startTable({ seats: PEOPLE, rules: 'grayzone', seed: 3 });
    play(store, 2);
    store.getState().startTable({ seats: PEOPLE, rules: 'grayzone', seed: 6 });
    const kept = json(storage, KEYS.left);
    expect(kept[0]).toEqual(theirs);
    expect(kept.slice(1).map((m: { record: { seed: number } }) => m.record.seed)).toEqual([
      4242, 7, 3,
    ]);
  });

  it('replay files and links of another game', () => {
    const refused = (text: string) => {
      const r = readReplay(text);
      return r.ok ? 'opened' : r.error.message;
    };
    expect(refused(JSON.stringify(KAPOW))).toBe(KAPOW_REPLAY);
    expect(refused(OLD_REPLAY.replace('\nplayers', '\ngame kapow\nplayers'))).toBe(KAPOW_REPLAY);
    expect(refused('https://t.example/#game=kapow&replay=z.abc')).toBe(
      "This link is a KAPOW! replay: open it from KAPOW!'s screen.",
    );
    expect(refused(JSON.stringify({ ...KAPOW, game: 'go' }))).toBe(
      "This file is another game's replay: open it from that game's screen.",
    );
    // In the store: the Replays panel says so, and nothing opens.
    const store = oldStore();
    const before = store.getState();
    expect(store.getState().importReplay(JSON.stringify(KAPOW))).toEqual({ message: KAPOW_REPLAY });
    expect(store.getState().replay).toBeNull();
    expect(store.getState().record).toBe(before.record);
  });

  it('rules and lab links of another game change nothing chosen', () => {
    const store = oldStore();
    const chosen = store.getState().chosenRules;
    store.getState().openLink({ rules: `k2.${b64({ g: 'kapow', r: { handSize: 3 } })}` });
    expect(store.getState().notice).toBe(
      "This link is a KAPOW! rules link: open it from KAPOW!'s screen. Your own rules are unchanged.",
    );
    expect(store.getState().chosenRules).toBe(chosen);
    store.getState().openLink({ game: 'kapow', rules: encodeRules({ rules: HOUSE }) });
    expect(store.getState().notice).toBe(
      "This link is a KAPOW! link: open it from KAPOW!'s screen.",
    );
    expect(store.getState().chosenRules).toBe(chosen);
    const lab = decodeLab(`c1.${b64({ ...defaultSpec(ANY_MODULE), game: 'kapow' })}`);
    expect(lab.ok || lab.error.message).toBe(
      "This link is a KAPOW! lab link: open it from KAPOW!'s screen.",
    );
    const old = decodeLab(`l2.${b64({ g: 'kapow', a: 'grayzone' })}`);
    expect(old.ok || old.error.message).toBe(
      "This link is a KAPOW! lab link: open it from KAPOW!'s screen.",
    );
  });

  it('a history of another game is not added; kept records of it are never offered to drop', async () => {
    const history = memoryHistory();
    const store = oldStore(history);
    const file = JSON.stringify({ game: 'kapow', kind: 'history', v: 1, entries: OLD_ENTRIES });
    expect(await store.getState().importHistory(file)).toBe(
      "This file is a KAPOW! history: open it from KAPOW!'s screen. Nothing was added.",
    );
    expect(history.entries).toEqual([]);
    const theirs = { ...OLD_ENTRIES[1], game: 'kapow', v: 1 };
    const newer = { ...OLD_ENTRIES[1], game: 'kapaga', v: 3 };
    const kept = decodeKept([1, 2, 3, 4], [theirs, OLD_ENTRIES[0], newer, { at: 'x' }]);
    expect(kept.entries).toEqual([OLD_ENTRIES[0]]);
    expect(kept.unreadable).toEqual([4]);
  });
});
