/** Sounds (issue 12): what each event sounds like; off until the player turns it on. */
import { describe, expect, it, vi } from 'vitest';
import { startSounds } from '../../src/games/kapaga/sound';
import { soundsFor } from '../../src/games/kapaga/sound/events';
import { createGameStore, KEYS, loadSettings } from '../../src/games/kapaga/store';
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

  it('muted by default; turned on, remembered with its volume', () => {
    const storage = memoryStorage();
    const store = createGameStore({ storage });
    expect(store.getState().settings.sound).toBe(false);
    store.getState().updateSettings({ sound: true, volume: 35 });
    const again = loadSettings(storage);
    expect(again).toMatchObject({ sound: true, volume: 35, quietWhenReduced: false });
    storage.setItem(KEYS.settings, JSON.stringify({ sound: 'loud', volume: 900 }));
    expect(loadSettings(storage)).toMatchObject({ sound: false, volume: 60 });
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
