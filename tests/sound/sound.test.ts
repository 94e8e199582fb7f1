/** Sounds (issue 12): what each event sounds like; off until the player turns it on. */
import { describe, expect, it, vi } from 'vitest';
import { startSounds } from '../../src/games/kapaga/sound';
import { soundsFor } from '../../src/games/kapaga/sound/events';
import { createGameStore, KEYS } from '../../src/games/kapaga/store';
import { createSettings, readSettings } from '../../src/platform/settings';
import { memoryStorage } from '../store/helpers';

describe('sounds', () => {
  it('the events of a turn make their sounds, in order', () => {
    const names = soundsFor([
      { type: 'play', seat: 0, cards: ['2H'], onto: '4H' },
      { type: 'penalty', seat: 1, amount: 4, zombie: false, answer: '2' },
      { type: 'kapaga', seat: 0 },
      { type: 'turn', seat: 1 },
    ]);
    expect(names).toEqual(['play', 'penalty', 'call']);
    expect(soundsFor([{ type: 'pass-hands', direction: 'left', seats: 1, to: [1, 0] }])).toEqual([
      'pass',
    ]);
    expect(soundsFor([{ type: 'game-over', winners: [0] }])).toEqual(['match']);
  });

  it("muted by default; turned on, remembered with its volume, as the table's setting for every game", () => {
    const storage = memoryStorage();
    const store = createGameStore({ storage });
    expect(store.getState().table.getState().sound).toBe(false);
    store.getState().table.getState().change({ sound: true, volume: 35 });
    expect(readSettings(storage)).toEqual({
      speed: 'normal',
      sound: true,
      volume: 35,
      quietWhenReduced: false,
      adviser: false,
    });
    // One setting: a KAPOW! screen reads the same (src/platform/sound/settings.ts).
    expect(createSettings(storage).getState()).toMatchObject({ sound: true, volume: 35 });
    expect(createGameStore({ storage }).getState().table.getState().volume).toBe(35);
  });

  it("speed and sound kept among Kapaga's own settings before are kept: the table starts from them, once", () => {
    const storage = memoryStorage();
    storage.setItem(KEYS.settings, JSON.stringify({ speed: 'fast', sound: true, volume: 25 }));
    const store = createGameStore({ storage });
    expect(store.getState().table.getState()).toMatchObject({
      speed: 'fast',
      sound: true,
      volume: 25,
    });
    // Damaged old values fall back field by field.
    const bad = memoryStorage();
    bad.setItem(KEYS.settings, JSON.stringify({ sound: 'loud', volume: 900 }));
    expect(createGameStore({ storage: bad }).getState().table.getState()).toMatchObject({
      sound: false,
      volume: 60,
    });
    // Kept by the table at once: Kapaga saving its own settings (now without them) loses
    // nothing.
    store.getState().updateSettings({ fourColour: true });
    expect(createGameStore({ storage }).getState().table.getState()).toMatchObject({
      speed: 'fast',
      sound: true,
      volume: 25,
    });
    // Once the table keeps its own, the old ones no longer count.
    store.getState().table.getState().change({ sound: false });
    expect(createGameStore({ storage }).getState().table.getState().sound).toBe(false);
  });

  it("the adviser kept among Kapaga's own settings comes across, though the table kept its own already, and another game's change loses it not", () => {
    const storage = memoryStorage();
    storage.setItem(KEYS.settings, JSON.stringify({ adviser: true, hints: false }));
    storage.setItem('table:settings', JSON.stringify({ speed: 'fast', sound: true }));
    // Another game's screen first (it knows nothing of Kapaga's settings): it changes the speed.
    const other = createSettings(storage);
    expect(other.getState().adviser).toBe(false);
    other.getState().change({ speed: 'slow' });
    // Kapaga's store starts from its own older value for the field the table never held.
    const store = createGameStore({ storage });
    expect(store.getState().table.getState()).toMatchObject({
      speed: 'slow',
      sound: true,
      adviser: true,
    });
    expect(store.getState().settings.hints).toBe(false);
    // Kept by the table at once: from now on every game reads it, and Kapaga's own copy may go.
    expect(readSettings(storage).adviser).toBe(true);
    store.getState().updateSettings({ fourColour: true });
    expect(JSON.parse(storage.getItem(KEYS.settings) ?? '{}')).not.toHaveProperty('adviser');
    expect(createSettings(storage).getState().adviser).toBe(true);
  });

  it('nothing is loaded or played while sound is off', async () => {
    const store = createGameStore({ storage: null });
    const made = vi.fn();
    (globalThis as { AudioContext?: unknown }).AudioContext = class {
      constructor() {
        made();
      }
    };
    const stop = startSounds(store);
    store
      .getState()
      .startMatch({ name: 'P', opponents: [{ level: 'easy' }], preset: 'grayzone', seed: 2 });
    await new Promise((r) => setTimeout(r, 20));
    expect(made).not.toHaveBeenCalled();
    stop();
    delete (globalThis as { AudioContext?: unknown }).AudioContext;
  });
});
