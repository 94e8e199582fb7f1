// R22: the stock runs out.
import { describe, expect, test } from 'vitest';
import {
  act,
  acts,
  type Game,
  hand,
  playerView,
  type Setup,
  setup,
  simulate,
  snap,
  sorted,
  withRest,
} from './helpers';

describe('R22 recycling the discard pile', () => {
  // Seat 0 holds 4D 6C, seat 1 KS 4C, seat 2 everything else. Below the top KH lies only 3S.
  const table = (rules?: Setup['rules']) =>
    setup(
      withRest(
        {
          rules,
          hands: [['4D', '6C'], ['KS', '4C'], []],
          discard: ['3S', 'KH'],
          stock: [],
          turn: 0,
        },
        2,
      ),
    );

  test.each([
    { rules: undefined, first: 100, second: 200 },
    { rules: { recyclePenalty: 50 }, first: 50, second: 100 },
    { rules: 'crazy-eights', first: 0, second: 0 },
  ])(
    'R22: rules $rules: the first recycle of the round costs $first, the second $second, to whoever draws',
    ({ rules, first, second }) => {
      let g = table(rules as Setup['rules']);
      expect(snap(g).stock).toEqual([]);
      g = act(g, { type: 'draw', seat: 0 });
      let s = snap(g);
      expect(s.discard).toEqual(['KH']);
      expect(sorted(hand(s, 0))).toEqual(['3S', '4D', '6C']);
      expect(s.stock).toEqual([]);
      expect(s.scores).toEqual([first, 0, 0]);
      expect(s.turn).toBe(1); // 3S is not playable on KH
      g = act(g, { type: 'play', seat: 1, cards: ['KS'] });
      g = act(g, { type: 'draw', seat: 2 }); // recycles KH, the only card below KS
      s = snap(g);
      expect(s.discard).toEqual(['KS']);
      expect(s.hands[2]).toContain('KH');
      expect(s.scores).toEqual([first, 0, second]);
    },
  );

  test("R22: each seat's recycle penalties this round are in every view, and the next deal clears them", () => {
    // Seat 0 draws the 3S from under the top (100), seat 1 goes out with its KS.
    let g = setup(
      withRest({ hands: [['4D', '6C'], ['KS'], []], discard: ['3S', 'KH'], stock: [], turn: 0 }, 2),
    );
    g = acts(g, { type: 'draw', seat: 0 }, { type: 'play', seat: 1, cards: ['KS'] });
    expect(snap(g).phase).toBe('round-over');
    for (const seat of [0, 1, 2]) expect(playerView(g, seat).penalties).toEqual([100, 0, 0]);
    g = act(g, { type: 'next-round' });
    expect(playerView(g, 0).penalties).toEqual([0, 0, 0]);
  });

  test('R22: the new stock is the old discard pile but its top card', () => {
    let g = setup(
      withRest(
        { hands: [['4S', '6C'], []], discard: ['3D', '4D', '6D', 'TD', 'KH'], stock: [], turn: 0 },
        1,
      ),
    );
    g = act(g, { type: 'draw', seat: 0 });
    const s = snap(g);
    expect(s.discard).toEqual(['KH']);
    const drawn = hand(s, 0).filter((c) => c !== '4S' && c !== '6C');
    expect(drawn.length).toBe(1);
    expect(sorted([...s.stock, ...drawn])).toEqual(['3D', '4D', '6D', 'TD']);
    expect(s.scores[0]).toBe(100);
  });

  test("R22: the top card keeps its state: an 8's call survives the recycle", () => {
    let g = setup(
      withRest(
        { hands: [['4H', '6C'], []], discard: ['3D', '8H'], call: 'S', stock: [], turn: 0 },
        1,
      ),
    );
    g = act(g, { type: 'draw', seat: 0 });
    const s = snap(g);
    expect(s.top).toBe('8H');
    expect(s.call).toBe('S');
    expect(s.turn).toBe(1); // 3D is not a spade
    expect(s.scores[0]).toBe(100);
  });

  test('R22: the top card keeps its state: a 2 drawn through a recycle is spent and can come back as a zombie', () => {
    // 2H on KH; the stock is empty; Louis draws 2: recycles KH (+100) and gets only it, the second draw is skipped
    let g = setup(
      withRest({ hands: [['2H', '4D'], ['TD', 'JD'], []], discard: ['KH'], stock: [], turn: 0 }, 2),
    );
    g = acts(g, { type: 'play', seat: 0, cards: ['2H'] }, { type: 'draw', seat: 1 });
    let s = snap(g);
    expect(sorted(hand(s, 1))).toEqual(['JD', 'KH', 'TD']);
    expect(s.scores).toEqual([0, 100, 0]);
    expect(s.turn).toBe(2);
    expect(s.pending).toBe(0);
    g = act(g, { type: 'play', seat: 2, cards: ['2C'] });
    s = snap(g);
    expect(s.pending).toBe(4);
  });

  test('R22: if nothing can be recycled the draws are skipped and nobody is penalised', () => {
    let g = setup(withRest({ hands: [['4D', '6C'], []], discard: ['KH'], stock: [], turn: 0 }, 1));
    g = act(g, { type: 'draw', seat: 0 });
    const s = snap(g);
    expect(sorted(hand(s, 0))).toEqual(['4D', '6C']);
    expect(s.scores).toEqual([0, 0]);
    expect(s.turn).toBe(1);
  });

  test('R22: in simulated games the k-th recycle of a round costs k x 100, and k restarts every round', () => {
    let roundsWithRecycles = 0;
    let maxK = 0;
    for (let seed = 1; seed <= 40 && (roundsWithRecycles < 3 || maxK < 2); seed++) {
      let k = 0;
      simulate({
        players: 3,
        seed,
        drawBias: 0.3,
        greedy: true,
        maxSteps: 1500,
        onStep: (before: Game, a, after: Game) => {
          const b = snap(before);
          const s = snap(after);
          if (a.type === 'next-round') {
            if (k > 0) roundsWithRecycles++;
            k = 0;
            return;
          }
          if (s.phase !== 'playing' && b.phase === 'playing') {
            // the round ended with this action: points for hands, not for recycling
            if (k > 0) roundsWithRecycles++;
            k = -1000; // ignore until next-round
            return;
          }
          const deltas = s.scores
            .map((x, i) => x - (b.scores[i] ?? Number.NaN))
            .filter((d) => d !== 0);
          if (deltas.length > 0 && k >= 0) {
            k++;
            maxK = Math.max(maxK, k);
            expect(deltas).toEqual([100 * k]);
          }
        },
      });
    }
    expect(roundsWithRecycles).toBeGreaterThanOrEqual(3);
    expect(maxK).toBeGreaterThanOrEqual(2);
  });
});
