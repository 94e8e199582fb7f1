/**
 * The match loop's off-turn asking (src/platform/loop.ts mayAct, play), on a toy game whose
 * seats may shout off turn (tests/platform/toy.ts): who may act now and in which order, that
 * null off turn means nothing now, and that the seat on turn must still act.
 */
import { describe, expect, test } from 'vitest';
import { mayAct, play } from '../../src/platform/loop';
import { TOY, type Toy, type ToyAction, type ToyView, toy } from './toy';

const e = TOY.engine;
const order = (g: Toy, last?: number | null) =>
  mayAct<Toy, ToyAction>(e, g, last).map((x) => `${x.seat}${x.onTurn ? '*' : ''}`);

describe('mayAct: who may act now', () => {
  test('only the seat on turn when no other seat has an action (KAPOW!, a new deal)', () => {
    expect(mayAct(e, toy({ n: 3, turn: 1 }))).toEqual([
      { seat: 1, legal: [{ type: 'step', seat: 1 }], onTurn: true },
    ]);
  });

  test('off-turn seats with actions first, from the seat after the turn; the turn last', () => {
    expect(order(toy({ n: 4, turn: 2, open: [0, 1, 3] }))).toEqual(['3', '0', '1', '2*']);
  });

  test('the seat that made the last action is asked first off turn (its call after its play)', () => {
    expect(order(toy({ n: 4, turn: 2, open: [0, 1, 3] }), 1)).toEqual(['1', '3', '0', '2*']);
    // A last action by the seat on turn (or none) starts from the seat after the turn.
    expect(order(toy({ n: 4, turn: 2, open: [0, 1, 3] }), 2)).toEqual(['3', '0', '1', '2*']);
  });

  test('the seat on turn keeps all its actions; off-turn lists leave out the next deal', () => {
    const asked = mayAct<Toy, ToyAction>(e, toy({ n: 3, turn: 0, open: [0, 2] }));
    expect(asked.map((x) => x.legal)).toEqual([
      [{ type: 'shout', seat: 2 }],
      [
        { type: 'step', seat: 0 },
        { type: 'shout', seat: 0 },
      ],
    ]);
  });

  test('nobody between rounds or after the match', () => {
    expect(mayAct(e, toy({ n: 3, phase: 'round-over' }))).toEqual([]);
    expect(mayAct(e, toy({ n: 3, phase: 'game-over' }))).toEqual([]);
  });
});

describe('play asks off-turn seats too', () => {
  test('in the documented order, each once per state; null off turn is nothing now', () => {
    const asks: string[] = [];
    const { game, actions } = play<Toy, ToyAction, ToyView>(
      e,
      toy({ n: 3, goal: 3 }),
      (seat, view, legal) => {
        expect(view.seat, 'each seat sees its own view').toBe(seat);
        asks.push(`${seat}:${legal.map((a) => a.type).join('+')}`);
        return legal.find((a) => a.type === 'step') ?? null;
      },
      'round',
    );
    expect(asks).toEqual([
      '0:step', // a new deal: nobody else may act
      '0:shout', // seat 0 just stepped: asked first off turn, and says nothing now
      '1:step', // then the seat on turn
      '1:shout', // seat 1 just stepped: first; then on round the table from it: 0
      '0:shout',
      '2:step',
    ]);
    expect(actions).toBe(3);
    expect(game.phase).toBe('round-over');
  });

  test('an off-turn action is applied, and the next state is asked afresh', () => {
    const taken: ToyAction[] = [];
    const { game } = play<Toy, ToyAction, ToyView>(
      e,
      toy({ n: 3, goal: 2 }),
      (_seat, _view, legal) => {
        const a = legal.find((x) => x.type === 'shout') ?? legal[0] ?? null;
        if (a) taken.push(a);
        return a;
      },
      'round',
    );
    expect(taken).toEqual([
      { type: 'step', seat: 0 },
      { type: 'shout', seat: 0 }, // off turn, before seat 1 plays
      { type: 'step', seat: 1 },
    ]);
    expect(game.scores).toEqual([1, 0, 0]);
  });

  test('the seat on turn must act: null from it is a bug, said', () => {
    expect(() => play(e, toy({ n: 2 }), () => null, 'round')).toThrow(
      'seat 0 gave no action on its turn',
    );
  });
});
