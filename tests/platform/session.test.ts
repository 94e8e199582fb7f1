/**
 * The platform's match of any game (src/platform/session.ts, loop.ts, record.ts), run over
 * every registered game: a record saved at every action replays to the same game, a bad
 * save is kept aside with a message and loses nothing, and a match plays to its end.
 */
import { describe, expect, test } from 'vitest';
import { type AnyModule, GAMES } from '../../src/games/registry';
import { play, whoActs } from '../../src/kit/loop';
import { keptDamaged } from '../../src/platform/damaged';
import { readRecord, replay } from '../../src/platform/record';
import { createSession } from '../../src/platform/session';
import { playRandomly, shortMatch } from './records';
import { memoryStorage as memory } from './storage';

const MODULES: [string, AnyModule][] = await Promise.all(
  GAMES.map(async (e) => [e.info.id, await e.load()] as [string, AnyModule]),
);

/** Plays `n` actions at the session, each the first the seat to act may take. */
function actFirst(m: AnyModule, s: ReturnType<typeof createSession>, n: number) {
  for (let i = 0; i < n; i++) {
    const { game } = s.getState();
    const next = whoActs(m.engine, game);
    if (next.kind === 'next-round') s.getState().nextRound();
    else if (next.kind === 'seat') s.getState().act(m.engine.actionsFor(game, next.seat)[0]);
    else return;
  }
}

describe.each(MODULES)('%s on the platform', (id, m) => {
  const people = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ kind: 'person' as const, name: `P${i + 1}` }));
  // Two, or the game's smallest table (La Krap's three).
  const size = Math.max(2, m.info.players.min);
  const names = people(size).map((x) => x.name);

  test('a record saved at every action replays to the same game after a reload', () => {
    const storage = memory();
    const s = createSession(m, storage);
    s.getState().setPlan({ seats: people(size), rules: {} });
    s.getState().start(77);
    actFirst(m, s, 40);
    const again = createSession(m, storage);
    expect(again.getState().record?.actions.length).toBe(s.getState().record?.actions.length);
    expect(JSON.stringify(again.getState().game)).toBe(JSON.stringify(s.getState().game));
    // Nothing of the log is lost either: every line as it was played, then where it was left.
    const lines = s.getState().log;
    expect(lines.length).toBeGreaterThan(30);
    expect(again.getState().log.slice(0, -1)).toEqual(lines);
    expect(again.getState().log.at(-1)?.words).toEqual([
      { kind: 'text', text: 'Your match, where you left it.' },
    ]);
    expect(again.getState().plan.seats.map((x) => x.name)).toEqual(names);
  });

  test('pass and play: the device is handed on between people, and only they take it', () => {
    const s = createSession(m, memory());
    s.getState().setPlan({ seats: people(size), rules: {} });
    s.getState().start(5);
    expect(s.getState().holder).toBeNull();
    const first = whoActs(m.engine, s.getState().game);
    if (first.kind !== 'seat') throw new Error('a new match has a seat to act');
    s.getState().take((first.seat + 1) % size);
    expect(s.getState().holder, 'the other person may not take it').toBeNull();
    s.getState().take(first.seat);
    expect(s.getState().holder).toBe(first.seat);
  });

  test('an illegal action is refused in words and changes nothing', () => {
    const s = createSession(m, memory());
    s.getState().setPlan({ seats: people(size), rules: {} });
    s.getState().start(9);
    const before = s.getState().record;
    s.getState().act({ type: 'nonsense', seat: 0 });
    expect(s.getState().problem).toMatch(/\w+ \w+/);
    expect(s.getState().record).toBe(before);
  });

  test('a damaged save is kept aside, said in words, and the settings stay', () => {
    const storage = memory();
    const s = createSession(m, storage);
    s.getState().setPlan({ seats: people(size), rules: {} });
    s.getState().start(3);
    actFirst(m, s, 6);
    const key = `table:${id}:match`;
    const rec = JSON.parse(storage.data.get(key) as string);
    rec.actions[2] = { type: 'draw', seat: 7 };
    storage.data.set(key, JSON.stringify(rec));
    const again = createSession(m, storage);
    expect(again.getState().record).toBeNull();
    expect(again.getState().problem).toMatch(/could not be read.*kept aside/);
    expect(keptDamaged(m, storage)[0]?.text).toContain('"seat":7');
    expect(again.getState().plan.seats.map((x) => x.name)).toEqual(names);
    storage.data.set(key, '{cut');
    expect(createSession(m, storage).getState().problem).toMatch(/kept aside/);
  });

  test('a damaged save is kept aside as it was, byte for byte', () => {
    const storage = memory();
    const text = '{"game":"x", "cut';
    storage.data.set(`table:${id}:match`, text);
    expect(createSession(m, storage).getState().problem).toMatch(/could not be read/);
    expect(keptDamaged(m, storage).map((d) => d.text)).toEqual([text]);
    expect(storage.data.has(`table:${id}:match`)).toBe(false);
    // Said once: a reload finds nothing to say.
    expect(createSession(m, storage).getState().problem).toBeNull();
  });

  test("a newer version's save is left as it is, said in words; a new match replaces it", () => {
    const storage = memory();
    const text = JSON.stringify({ game: id, v: m.version + 1, future: true });
    storage.data.set(`table:${id}:match`, text);
    const s = createSession(m, storage);
    expect(s.getState().record).toBeNull();
    expect(s.getState().problem).toMatch(/newer version of .*kept as it is/);
    expect(storage.data.get(`table:${id}:match`)).toBe(text);
    expect(storage.data.has(`table:${id}:damaged`)).toBe(false);
    s.getState().setPlan({ seats: people(size), rules: {} });
    s.getState().start(3);
    expect(JSON.parse(storage.data.get(`table:${id}:match`) ?? '').v).toBe(m.version);
  });

  test('a match the browser will not keep plays on, said till a save works again', () => {
    const storage = memory();
    let full = false;
    const real = storage.setItem;
    storage.setItem = (k, v) => {
      if (full && k === `table:${id}:match`) throw new DOMException('full', 'QuotaExceededError');
      real(k, v);
    };
    const s = createSession(m, storage);
    s.getState().setPlan({ seats: people(size), rules: {} });
    s.getState().start(3);
    expect(s.getState().unsaved).toBeNull();
    full = true;
    actFirst(m, s, 2);
    expect(s.getState().unsaved).toMatch(/^Saving failed/);
    expect(s.getState().record?.actions.length).toBe(2);
    actFirst(m, s, 1);
    expect(s.getState().unsaved).toMatch(/^Saving failed/);
    full = false;
    actFirst(m, s, 1);
    expect(s.getState().unsaved).toBeNull();
    expect(createSession(m, storage).getState().record?.actions.length).toBe(4);
  });

  test('a refused action is said till the next one lands; other words stay till OK', () => {
    const s = createSession(m, memory());
    s.getState().setPlan({ seats: people(size), rules: {} });
    s.getState().start(3);
    s.getState().act({ type: 'nonsense', seat: 0 });
    expect(s.getState().problem).not.toBeNull();
    actFirst(m, s, 1);
    expect(s.getState().problem).toBeNull();
    s.setState({ problem: "The bots' helper stopped answering." });
    actFirst(m, s, 1);
    expect(s.getState().problem).toBe("The bots' helper stopped answering.");
    s.getState().dismiss();
    expect(s.getState().problem).toBeNull();
  });

  test('a record of another game or a newer version is refused, not half-opened', () => {
    const base = { game: id, v: m.version, seed: 1, rules: {}, seats: people(size), actions: [] };
    expect(readRecord({ ...base, game: 'elsewhere' }, id).ok).toBe(false);
    expect(readRecord({ ...base, seats: [{ kind: 'ghost', name: 'x' }] }, id).ok).toBe(false);
    const newer = readRecord({ ...base, v: m.version + 1 }, id);
    expect(newer.ok && replay(m, newer.value).ok).toBe(false);
  });

  test("the hints shown are counted in the record once per turn (a turn of several actions is one); a record's counts are read strictly", () => {
    const s = createSession(m, memory());
    s.getState().setPlan({ seats: people(size), rules: {} });
    s.getState().start(5);
    expect(s.getState().record?.hints).toBeUndefined();
    const on = () => {
      const next = whoActs(m.engine, s.getState().game);
      return next.kind === 'seat' ? next.seat : -1;
    };
    const hints = (seat: number) => s.getState().record?.hints?.[seat] ?? 0;
    const a = on();
    s.getState().hinted(a);
    s.getState().hinted(a);
    expect(hints(a)).toBe(1);
    // The same turn, an action later: not counted again.
    let moved = 0;
    for (; moved < 50 && on() === a; moved++) {
      actFirst(m, s, 1);
      if (on() === a) s.getState().hinted(a);
      expect(hints(a)).toBe(1);
    }
    const b = on();
    expect(b).not.toBe(a);
    s.getState().hinted(b);
    expect(hints(b)).toBe(1);
    for (let i = 0; i < 2000 && on() !== a; i++) actFirst(m, s, 1);
    // The next turn of the same seat: counted.
    s.getState().hinted(a);
    expect(hints(a)).toBe(2);
    // A new match: its first turn's hint counts, though the last match's counted at the same
    // place (the same deal, its first turn).
    s.getState().start(5);
    s.getState().hinted(a);
    s.getState().start(5);
    s.getState().hinted(a);
    expect(hints(a)).toBe(1);
    const base = { game: id, v: m.version, seed: 1, rules: {}, seats: people(size), actions: [] };
    const two = names.map((_, i) => (i === 0 ? 2 : 0));
    const read = readRecord({ ...base, hints: two }, id);
    expect(read.ok && read.value.hints).toEqual(two);
    for (const hints of [[1], [1, -1], [0.5, 0], 'two', null])
      expect(readRecord({ ...base, hints }, id).ok).toBe(false);
  });

  test("each round counts its own hints from none; the match's count goes on; a reload keeps both", () => {
    const storage = memory();
    const s = createSession(m, storage);
    s.getState().setPlan({ seats: people(size), rules: {} });
    s.getState().start(9);
    const next = () => whoActs(m.engine, s.getState().game);
    const on = () => {
      const n = next();
      return n.kind === 'seat' ? n.seat : -1;
    };
    const sum = (n: readonly number[] | undefined) => (n ?? []).reduce((x, y) => x + y, 0);
    s.getState().hinted(on());
    expect(sum(s.getState().record?.hintsRound)).toBe(1);
    expect(playRandomly(m, s, 3000)).toBe('next-round');
    const again = createSession(m, storage).getState().record;
    expect(again?.hintsRound).toEqual(s.getState().record?.hintsRound);
    s.getState().nextRound();
    expect(s.getState().record?.hintsRound).toBeUndefined();
    s.getState().hinted(on());
    expect(sum(s.getState().record?.hintsRound)).toBe(1);
    expect(sum(s.getState().record?.hints)).toBe(2);
    const base = { game: id, v: m.version, seed: 1, rules: {}, seats: people(size), actions: [] };
    expect(readRecord({ ...base, hintsRound: [1, 'x'] }, id).ok).toBe(false);
  });

  test('a round begun by the next-round action the table offers counts its hints from none too', () => {
    const s = createSession(m, memory());
    s.getState().setPlan({ seats: people(size), rules: {} });
    s.getState().start(9);
    const seat = whoActs(m.engine, s.getState().game);
    if (seat.kind === 'seat') s.getState().hinted(seat.seat);
    expect(playRandomly(m, s, 3000)).toBe('next-round');
    const { game } = s.getState();
    const offered = m.engine.actionsFor(game, 0);
    // A game that offers no next-round action to its seats is begun by the platform only.
    if (offered.length === 0) return;
    s.getState().act(offered[0]);
    expect(s.getState().record?.hintsRound).toBeUndefined();
    expect(s.getState().record?.hints?.reduce((x, y) => x + y, 0)).toBe(1);
  });

  test('the one match loop plays a bots-only match to its end', () => {
    const made = m.engine.newGame({ players: size, seed: 12 });
    if (!made.ok) throw new Error(made.error.message);
    const bot = names.map((_, i) => m.bots.create('easy', { seed: i }));
    const { game } = play(
      m.engine,
      made.value,
      // Off turn a bot may answer null ("nothing now"); the loop refuses it on turn.
      (seat, view, legal) => bot[seat]?.decide(view, legal).action ?? null,
      'match',
    );
    expect(m.engine.status(game).phase).toBe('game-over');
  });
});

describe('watching the bots never replaces a match of people (nothing lost)', () => {
  const m = MODULES.find(([id]) => id === 'kapow')?.[1];
  if (!m) throw new Error('KAPOW! is registered');
  const seats = {
    people: [
      { kind: 'person' as const, name: 'Ada' },
      { kind: 'bot' as const, level: 'easy' as const, name: 'Kai' },
    ],
    bots: [
      { kind: 'bot' as const, level: 'easy' as const, name: 'Kai 1' },
      { kind: 'bot' as const, level: 'easy' as const, name: 'Kai 2' },
    ],
  };

  test('a match of people is put aside while the bots play, kept over a reload, and comes back whole', () => {
    const storage = memory();
    const s = createSession(m, storage);
    s.getState().setPlan({ seats: seats.people, rules: {} });
    s.getState().start(31);
    actFirst(m, s, 9);
    const mine = s.getState().record;
    const game = JSON.stringify(s.getState().game);
    s.getState().setPlan({ seats: seats.bots, rules: {} });
    s.getState().start(32);
    expect(s.getState().record?.seats).toEqual(seats.bots);
    expect(s.getState().aside).toEqual(mine);
    actFirst(m, s, 5);
    // A reload keeps both: the bots' match, and the one put aside.
    const again = createSession(m, storage);
    expect(again.getState().aside).toEqual(mine);
    // Back from a paused watch: the match of people goes on unpaused.
    again.getState().pause(true);
    again.getState().backToMatch();
    expect(again.getState().aside).toBeNull();
    expect(again.getState().record).toEqual(mine);
    expect(JSON.stringify(again.getState().game)).toBe(game);
    expect(again.getState().watch.paused).toBe(false);
    expect(createSession(m, storage).getState().aside).toBeNull();
  });

  test('a match of people is replaced only by another started on purpose, never set aside', () => {
    const storage = memory();
    const s = createSession(m, storage);
    s.getState().setPlan({ seats: seats.people, rules: {} });
    s.getState().start(31);
    actFirst(m, s, 3);
    s.getState().start(33);
    expect(s.getState().aside).toBeNull();
  });

  test('a finished match keeps the hints each seat was shown in the history (the stats count them)', () => {
    const s = createSession(m, memory());
    const played = shortMatch(m, 12);
    s.getState().setPlan({ seats: played.seats, rules: played.rules });
    s.getState().start(12);
    s.getState().hinted(0);
    for (const a of played.actions) s.getState().act(a);
    expect(whoActs(m.engine, s.getState().game).kind).toBe('over');
    expect(s.getState().history.at(-1)?.hints).toEqual([1, 0]);
  });

  test("a match of people replaced unfinished is kept to watch again (the latest five, over a reload); a finished one, or the bots', is not", () => {
    const storage = memory();
    const s = createSession(m, storage);
    s.getState().setPlan({ seats: seats.people, rules: {} });
    s.getState().start(31);
    actFirst(m, s, 3);
    const was = s.getState().record;
    s.getState().start(33);
    expect(s.getState().left.map((l) => l.record)).toEqual([was]);
    // It replays to where it was left.
    const back = createSession(m, storage).getState().left;
    expect(back.map((l) => l.record)).toEqual([was]);
    for (let i = 0; i < 6; i++) {
      actFirst(m, s, 1);
      s.getState().start(40 + i);
    }
    expect(s.getState().left).toHaveLength(5);
    expect(s.getState().left.at(-1)?.record.seed).toBe(44);
    // The bots' own match, replaced: not kept.
    s.getState().setPlan({ seats: seats.bots, rules: {} });
    s.getState().start(50);
    actFirst(m, s, 2);
    s.getState().start(51);
    expect(s.getState().left.at(-1)?.record.seed).toBe(44);
    // A damaged entry is left out of the list, not a crash.
    storage.data.set(`table:${m.info.id}:left`, '[{"at":1,"record":{"game":"x"}}]');
    expect(createSession(m, storage).getState().left).toEqual([]);
  });
});
