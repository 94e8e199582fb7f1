/**
 * The match loop's off-turn asking (src/kit/loop.ts mayAct, play), on a toy game whose
 * seats may shout off turn (tests/platform/toy.ts): who may act now and in which order, that
 * null off turn means nothing now, and that the seat on turn must still act.
 */
import { describe, expect, test } from 'vitest';
import { mayAct, newClock, play, type Reflexes, step } from '../../src/kit/loop';
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

describe("play on the table's time (reflexes, as runBots lives it)", () => {
  /** Every seat shouts when offered; who shouted, at which step. */
  const shouts = (reflexes: Reflexes<ToyAction>, g = toy({ n: 3, goal: 6 })) => {
    const out: string[] = [];
    let steps = 0;
    play<Toy, ToyAction, ToyView>(
      e,
      g,
      (seat, _view, legal) => {
        const a = legal.find((x) => x.type === 'shout') ?? legal[0] ?? null;
        if (a?.type === 'shout') out.push(`${seat}@${steps}`);
        if (a?.type === 'step') steps++;
        return a;
      },
      'round',
      undefined,
      reflexes,
    );
    return out;
  };

  test('without reactMs everything is noticed at once', () => {
    expect(shouts({ actMs: 500, reactMs: () => 0 })).toEqual(['0@1', '1@2', '2@3', '0@4', '1@5']);
  });

  test('an action is offered only once it has stood open reactMs of table time (actMs per action)', () => {
    // Seat 1 needs 1000 ms: two actions of 500 ms after its shout opened (R21-like catch).
    const slow = {
      actMs: 500,
      reactMs: (seat: number, a: ToyAction) => (seat === 1 && a.type === 'shout' ? 1000 : 0),
    };
    expect(shouts(slow)).toEqual(['0@1', '2@3', '1@3', '0@4']);
    // A clock that never moves: the slow seat never notices its shout.
    expect(shouts({ ...slow, actMs: 0 })).toEqual(['0@1', '2@3', '0@4']);
  });

  test('a clock carried over keeps what stood open (step by step, as the arena plays)', () => {
    const clock = newClock();
    const slow = {
      actMs: 500,
      reactMs: (seat: number, a: ToyAction) => (seat === 0 && a.type === 'shout' ? 1000 : 0),
    };
    const shoutFirst = (_s: number, _v: ToyView, legal: readonly ToyAction[]) =>
      legal.find((x) => x.type === 'shout') ?? legal[0] ?? null;
    let g = toy({ n: 2, goal: 9 });
    const done: string[] = [];
    for (let i = 0; i < 4; i++) {
      const s = step(e, g, shoutFirst, clock, slow);
      if (s === null) break;
      done.push(`${s.action?.type}${s.seat}`);
      g = s.game;
    }
    // Seat 0's shout opens at 500 ms and is noticed at 1500 ms, after two more steps.
    expect(done).toEqual(['step0', 'step1', 'shout1', 'shout0']);
    expect(clock.now).toBe(2000);
  });

  test('a seat holding an urgent action is asked first, the seat on turn included', () => {
    const urgent = (a: ToyAction) => a.type === 'shout';
    // Seat 0 on turn may shout, seat 1 and 2 too: the urgent ones in mayAct's order.
    const g = toy({ n: 3, turn: 0, open: [0, 2] });
    expect(mayAct<Toy, ToyAction>(e, g, null, urgent).map((x) => x.seat)).toEqual([2, 0]);
    // Without urgency the seat on turn is asked last.
    expect(mayAct<Toy, ToyAction>(e, toy({ n: 3, turn: 0, open: [0] })).map((x) => x.seat)).toEqual(
      [0],
    );
    const h = toy({ n: 3, turn: 1, open: [1] });
    expect(mayAct<Toy, ToyAction>(e, h, null, urgent)[0]?.seat).toBe(1);
  });
});
