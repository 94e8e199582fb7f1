// La Krap as a module: its sounds name the moments everyone sees (L8, L10-L14), its rules
// default to its table's size (L16), and it is registered to load only when picked.
import { describe, expect, test } from 'vitest';
import { type Action, applyAction, type Game } from '../../../src/games/lakrap/engine';
import { MODULE } from '../../../src/games/lakrap/module';
import { sounds } from '../../../src/games/lakrap/sounds';
import { gameById } from '../../../src/games/registry';
import { act, atLead, plays, setup } from './helpers';

const heard = (g: Game, a: Action) => {
  const r = applyAction(g, a);
  if (!r.ok) throw new Error(r.error.message);
  return sounds(g, a, r.value);
};

describe("La Krap's sounds, from the kit's palette", () => {
  const four = () => atLead(['KH 7S', 'KH 8S', '9H 7C', '8H 8C'], ['AC']);

  test('L10: a card that cancels sounds the cancel; the last card of a trick its winning', () => {
    const g = four();
    expect(heard(g, { type: 'play', seat: 0, card: 'KH' })).toEqual(['play']);
    expect(heard(plays(g, 'KH'), { type: 'play', seat: 1, card: 'KH' })).toEqual([
      'play',
      'cancel',
    ]);
    expect(heard(plays(g, 'KH', 'KH', '9H'), { type: 'play', seat: 3, card: '8H' })).toEqual([
      'play',
      'trick',
    ]);
  });

  test('L14: a marriage is a call', () => {
    const won = plays(
      atLead(['AS KH QH 7C', 'KS 7D 8D 9D', '7S 8H 9H TC'], ['AC']),
      'AS',
      'KS',
      '7S',
    );
    expect(heard(won, { type: 'marriage', seat: 0, suit: 'H' })).toEqual(['marriage']);
    expect(Object.keys(MODULE.soundBook ?? {})).toContain('marriage');
  });

  test('L8: a choice sounds the same whatever it is; the last one shows every choice at once', () => {
    const g = setup({
      hands: [
        ['AS', 'KS', 'QS', 'JS', '9S', '8S', '7S'],
        ['AH', 'KH', 'QH', 'JH', '9H', '8H', '7H'],
        ['AD', 'KD', 'QD', 'JD', '9D', '8D', '7D'],
      ],
      indicators: ['2C'],
      dealer: 2,
    });
    expect(heard(g, { type: 'expose', seat: 0, cards: ['AS'] })).toEqual(['chosen']);
    expect(heard(g, { type: 'expose', seat: 0, cards: [] })).toEqual(['chosen']);
    const two = act(
      g,
      { type: 'expose', seat: 0, cards: [] },
      { type: 'expose', seat: 1, cards: [] },
    );
    expect(heard(two, { type: 'expose', seat: 2, cards: ['KD'] })).toEqual(['shown']);
  });
});

describe('La Krap on the table', () => {
  test('registered, its code loaded only when picked (its module comes from load())', async () => {
    const entry = gameById('lakrap');
    expect(entry?.info.name).toBe('La Krap');
    expect(entry?.load.toString()).toMatch(/import/);
    expect((await entry?.load())?.info.id).toBe('lakrap');
  });

  test('L16: a new match with no rules set plays twice its players', () => {
    for (const players of [3, 5]) {
      const g = MODULE.engine.newGame({ players, seed: 1 });
      expect(g.ok && g.value.rules.rounds).toBe(2 * players);
    }
  });
});
