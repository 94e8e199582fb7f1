/**
 * The table's sounds for any game (src/platform/sound): when cues start, the settings kept
 * strictly, what a match's moments sound like, and nothing loaded or played while off.
 */
import { describe, expect, test, vi } from 'vitest';
import { gameById } from '../../src/games/registry';
import { whoActs } from '../../src/kit/loop';
import { MOST, SOUNDS, type Sound, schedule } from '../../src/kit/sound';
import { createSession } from '../../src/platform/session';
import {
  createSettings,
  readSettings,
  SETTINGS_DEFAULTS,
  SETTINGS_KEY,
  takeBefore,
} from '../../src/platform/settings';
import { bookOf, cuesBetween, type Player, startSounds } from '../../src/platform/sound';
import { memoryStorage } from './storage';

const kapow = await (gameById('kapow')?.load() ?? Promise.reject(new Error('no KAPOW!')));

/** A KAPOW! match of a person and a bot, its first action the seat to act's first. */
function match() {
  const s = createSession(kapow, null);
  s.getState().setPlan({
    seats: [
      { kind: 'person', name: 'Ada' },
      { kind: 'bot', level: 'easy', name: 'Kai' },
    ],
    rules: {},
  });
  return s;
}
const first = (s: ReturnType<typeof match>) => {
  const g = s.getState().game;
  const next = whoActs(kapow.engine, g);
  if (next.kind !== 'seat') throw new Error('nobody to act');
  return kapow.engine.actionsFor(g, next.seat)[0];
};

describe('when sounds start', () => {
  test('one after another, each given its time, and a short phrase at most', () => {
    const t = schedule(['deal', 'play', 'round', 'match'], SOUNDS);
    expect(t.map((x) => x.name)).toEqual(['deal', 'play', 'round', 'match']);
    for (const [i, d] of [0, 0.35, 0.44, 0.74].entries()) expect(t[i]?.delay).toBeCloseTo(d, 9);
    expect(schedule(new Array<string>(20).fill('draw'), SOUNDS)).toHaveLength(MOST);
  });

  test("a name the game's book lacks is skipped, never played as another, never a crash", () => {
    const t = schedule(['toString', '__proto__', 'play', 'no-such'], SOUNDS);
    expect(t.map((x) => x.name)).toEqual(['play']);
    expect(t[0]?.delay).toBe(0);
  });

  test("each game's sounds are in its book, with the table's deal and ends", () => {
    expect(Object.keys(bookOf(kapow)).sort()).toEqual(
      ['deal', 'draw', 'match', 'out', 'play', 'round', 'swap', 'triad'].sort(),
    );
    expect(bookOf(kapow).triad).toBe(SOUNDS.call);
  });
});

describe('sound settings', () => {
  test('off at first; kept with the volume; a damaged value falls back field by field', () => {
    const storage = memoryStorage();
    expect(readSettings(storage)).toEqual(SETTINGS_DEFAULTS);
    const st = createSettings(storage);
    st.getState().change({ sound: true, volume: 35 });
    expect(readSettings(storage)).toEqual({
      speed: 'normal',
      sound: true,
      volume: 35,
      quietWhenReduced: false,
      adviser: false,
    });
    storage.setItem(
      SETTINGS_KEY,
      JSON.stringify({ speed: 'warp', sound: 'loud', volume: 900, quietWhenReduced: true }),
    );
    expect(readSettings(storage)).toEqual({
      speed: 'normal',
      sound: false,
      volume: 60,
      quietWhenReduced: true,
      adviser: false,
    });
    storage.setItem(SETTINGS_KEY, '{not json');
    expect(readSettings(storage)).toEqual(SETTINGS_DEFAULTS);
  });

  test("a change keeps only its own field over what is kept: another tab's or game's change stays", () => {
    const storage = memoryStorage();
    const tabA = createSettings(storage);
    const tabB = createSettings(storage);
    tabA.getState().change({ adviser: true });
    tabB.getState().change({ speed: 'fast' });
    expect(readSettings(storage)).toMatchObject({ adviser: true, speed: 'fast' });
    tabA.getState().change({ volume: 20 });
    expect(readSettings(storage)).toMatchObject({ adviser: true, speed: 'fast', volume: 20 });
  });
});

test("a game's older settings (its own screens' copy) are taken once its module loads, where none are kept", () => {
  const storage = memoryStorage();
  storage.setItem('table:settings', JSON.stringify({ speed: 'fast' }));
  const st = createSettings(storage);
  // Kapaga's own screens kept speed, sound and volume: speed was kept by the table already.
  takeBefore(st, storage, { speed: 'slow', sound: true, volume: 30, muteChants: true });
  expect(st.getState()).toMatchObject({ speed: 'fast', sound: true, volume: 30 });
  expect(JSON.parse(storage.getItem('table:settings') ?? '{}')).toEqual({
    speed: 'fast',
    sound: true,
    volume: 30,
  });
  // Once kept, the table's own win: the older copy changes nothing again.
  st.getState().change({ sound: false });
  takeBefore(st, storage, { sound: true });
  expect(st.getState().sound).toBe(false);
});

describe("a match's sounds", () => {
  test('a new deal, an action as its game names it, a resumed match silent', () => {
    const s = match();
    const heard: string[][] = [];
    const off = s.subscribe((now, prev) => heard.push(cuesBetween(kapow, prev, now)));
    s.getState().start(7);
    expect(heard.flat()).toEqual(['deal']);
    heard.length = 0;
    const a = first(s);
    s.getState().act(a);
    expect(heard.flat()).toEqual(['play']); // K9: the first action of a round turns a card up
    heard.length = 0;
    s.getState().leave();
    s.getState().resume();
    expect(heard.flat()).toEqual([]);
    off();
  });

  test('nothing is loaded or played while sound is off; turned on, it plays at its volume', async () => {
    const s = match();
    const settings = createSettings(null);
    const played: [Sound, number][] = [];
    const player: Player = {
      play: (sound, volume) => void played.push([sound, volume]),
      unlock: vi.fn(async () => {}),
    };
    const load = vi.fn(async () => player);
    const stop = startSounds(s, settings, load);
    s.getState().start(7);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    settings.getState().change({ sound: true, volume: 40 });
    await vi.waitFor(() => expect(player.unlock).toHaveBeenCalled());
    s.getState().act(first(s));
    await vi.waitFor(() => expect(played).toEqual([[SOUNDS.play, 0.4]]));
    stop();
    s.getState().act(first(s));
    expect(played).toHaveLength(1);
  });
});

test("Kapaga's sounds come from its events; a round's end is sounded once, by the platform", async () => {
  const kapaga = await (gameById('kapaga')?.load() ?? Promise.reject(new Error('no Kapaga')));
  const made = kapaga.engine.newGame({ players: 2, seed: 5 });
  if (!made.ok) throw new Error(made.error.message);
  const record = (actions: unknown[]) => ({
    game: 'kapaga',
    v: 1,
    seed: 5,
    rules: {},
    seats: [],
    actions,
  });
  let g = made.value;
  const actions: unknown[] = [];
  const heard: string[][] = [];
  while (kapaga.engine.status(g).phase === 'playing' && actions.length < 400) {
    const a = kapaga.engine.legalActions(g)[0];
    if (!a) throw new Error('no action while playing');
    const next = kapaga.engine.applyAction(g, a);
    if (!next.ok) throw new Error(next.error.message);
    const was = record([...actions]);
    actions.push(a);
    heard.push(
      cuesBetween(
        kapaga,
        { record: was, game: g },
        { record: record([...actions]), game: next.value },
      ),
    );
    g = next.value;
  }
  const all = heard.flat();
  expect(all).toContain('play');
  expect(all.filter((c) => c === 'round')).toEqual(['round']);
  expect(heard.at(-1)?.at(-1)).toBe('round');
  expect(all).not.toContain('match');
});
