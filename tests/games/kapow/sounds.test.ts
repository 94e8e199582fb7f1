// KAPOW!'s sounds (src/games/kapow/sounds.ts): what each action sounds like at the table,
// and only what everyone sees happen.
import { describe, expect, test } from 'vitest';
import { type Action, applyAction, type Game } from '../../../src/games/kapow/engine';
import { sounds } from '../../../src/games/kapow/sounds';
import { at, downs, hand, setup } from './helpers';

const F = ['~10', '~11', '~12'];

/** Each action's sounds, in order. */
function heard(g: Game, ...actions: Action[]): string[][] {
  const out: string[][] = [];
  let cur = g;
  for (const a of actions) {
    const r = applyAction(cur, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error.message}`);
    out.push([...sounds(cur, a, r.value)]);
    cur = r.value;
  }
  return out;
}

describe('KAPOW! sounds', () => {
  test('a draw is a swish from either pile (the card is not told); a replace is a flick', () => {
    const g = setup({
      hands: [hand(['1', '5', '9'], F, F, F), downs()],
      discard: ['5', '7'],
      stock: ['9', '4'],
      turn: 0,
    });
    expect(
      heard(g, { type: 'draw', seat: 0, from: 'stock' }, { type: 'discard', seat: 0 }),
    ).toEqual([['draw'], ['play']]);
    expect(
      heard(
        g,
        { type: 'draw', seat: 0, from: 'discard' },
        { type: 'replace', seat: 0, at: at(0, 0) },
      )[0],
    ).toEqual(['draw']);
  });

  test('K13: the action that sends a completed triad to the pile calls', () => {
    const g = setup({
      hands: [hand(['7', '7', '1'], F, F, F), downs()],
      discard: ['5', '7'],
      stock: ['9', '4'],
      turn: 0,
    });
    const cues = heard(
      g,
      { type: 'draw', seat: 0, from: 'discard' },
      { type: 'replace', seat: 0, at: at(0, 2) },
    );
    // 7, 7, 7 is complete: it leaves the table with the replace that made it.
    expect(cues.flat().filter((c) => c === 'triad')).toHaveLength(1);
    expect(cues[1]).toEqual(['play', 'triad']);
  });
});
