// R1 conservation: the multiset of all cards never changes; and §9: legalActions is accepted.
import { describe, expect, test } from 'vitest';
import {
  type Action,
  act,
  allCards,
  deck,
  type Game,
  setup,
  simulate,
  snap,
  sorted,
} from './helpers';

function conserved(g: Game, expected: string[]): void {
  expect(sorted(allCards(snap(g)))).toEqual(expected);
}

describe('R1 conservation', () => {
  test('R1: after every action of a scripted game all 53 cards are still on the table', () => {
    const full = sorted(deck());
    let g = setup({
      hands: [
        ['2H', 'KC', '4D', '2D', 'JK', '9C'],
        ['JS', '8D', '3C'],
        ['QS', '6C', '9H'],
        ['2C', 'TD', '7S', 'AH', '5H'],
      ],
      discard: ['7H'],
      stock: ['4S', '9S', '3S', 'QD', 'KD', '6S', 'TS', '5S', 'AS', '3D'],
      turn: 0,
    });
    conserved(g, full);
    const script: Action[] = [
      { type: 'play', seat: 0, cards: ['2H'] },
      { type: 'draw', seat: 1 },
      { type: 'draw', seat: 2 },
      { type: 'play', seat: 3, cards: ['2C'] },
      { type: 'draw', seat: 0 },
      { type: 'play', seat: 1, cards: ['8D'], call: 'S' },
      { type: 'play', seat: 2, cards: ['QS'] },
      { type: 'play', seat: 3, cards: ['7S'] },
      { type: 'play', seat: 1, cards: ['JS'] },
      { type: 'play', seat: 2, cards: ['3S'] },
      { type: 'draw', seat: 3 }, // 5S, playable on 3S
      { type: 'pass', seat: 3 },
      { type: 'play', seat: 0, cards: ['JK'] }, // the others draw one each
      { type: 'play', seat: 0, cards: ['9C'] }, // the follow: hands pass left
      { type: 'draw', seat: 1 },
    ];
    for (const a of script) {
      g = act(g, a);
      conserved(g, full);
    }
  });

  test.each([
    { players: 4, seed: 1, rules: undefined },
    { players: 3, seed: 2, rules: 'classic' },
    { players: 5, seed: 3, rules: { decks: 2, jokers: 2 } },
    { players: 2, seed: 4, rules: 'crazy-eights' },
  ])(
    'R1 (§9): a simulated game ($players players, rules $rules) conserves every card; every offered action is accepted',
    ({ players, seed, rules }) => {
      const cfg: { decks?: number; jokers?: number } = typeof rules === 'object' ? rules : {};
      const full = sorted(deck(cfg.decks ?? 1, rules === 'crazy-eights' ? 0 : (cfg.jokers ?? 1)));
      let steps = 0;
      simulate({
        players,
        seed,
        rules,
        maxSteps: 600,
        greedy: true,
        drawBias: 0.3,
        onStep: (_b, _a, after) => {
          steps++;
          conserved(after, full);
        },
      });
      expect(steps).toBeGreaterThan(50);
    },
  );
});
