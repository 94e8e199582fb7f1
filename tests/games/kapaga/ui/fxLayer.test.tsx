/**
 * Kapaga's cards in flight (src/games/kapaga/table/Fx.tsx) as the table sees states come:
 * a new state flies its events, for `moveMs`; the same state seen by new eyes (the device
 * handed on, every card turned face up) does not fly again; nothing moves at 0.
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  type Action,
  applyAction,
  fromSetup,
  type Game,
  openView,
  type PlayerView,
  playerView,
} from '../../../../src/games/kapaga/engine';
import { FeltProvider } from '../../../../src/games/kapaga/table/context';
import { Fx } from '../../../../src/games/kapaga/table/Fx';

const animate = vi.fn((_frames: unknown, _o: unknown) => ({ cancel() {}, onfinish: null }));
const realAnimate = Element.prototype.animate;
const realRect = Element.prototype.getBoundingClientRect;
beforeEach(() => {
  animate.mockClear();
  Element.prototype.animate = animate as unknown as Element['animate'];
  Element.prototype.getBoundingClientRect = () => new DOMRect(10, 10, 40, 60);
});
afterEach(() => {
  Element.prototype.animate = realAnimate;
  Element.prototype.getBoundingClientRect = realRect;
});

const start = fromSetup({
  hands: [
    ['3H', '6C', 'KD'],
    ['3S', '4D', 'QC'],
  ],
  discard: ['9H'],
  turn: 0,
});
const played = (g: Game, a: Action): Game => {
  const r = applyAction(g, a);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

function table(view: PlayerView, moveMs: number): ReactNode {
  return (
    <FeltProvider
      view={view}
      legal={[]}
      act={() => {}}
      narrator={{ names: ['Ann', 'Bea'], you: null }}
      decisions={[]}
      motion
      moveMs={moveMs}
    >
      <div data-anchor="seat-0" />
      <div data-anchor="seat-1" />
      <div data-anchor="discard" />
      <Fx />
    </FeltProvider>
  );
}

describe("Kapaga's cards in flight", () => {
  test('a new state flies its events; new eyes on the same state do not fly them again', () => {
    if (!start.ok) throw new Error(start.error.message);
    const g1 = played(start.value, { type: 'play', seat: 0, cards: ['3H'] });
    const mine = playerView(g1, 0);
    const { rerender } = render(table(mine, 100));
    // The view the table opens on flies (the 3♥ from Ann to the pile).
    expect(animate).toHaveBeenCalledTimes(1);
    rerender(table(mine, 100));
    expect(animate).toHaveBeenCalledTimes(1);
    // Bea takes the device; then every card turns face up: the same state, not flown again.
    rerender(table(playerView(g1, 1), 100));
    rerender(table(openView(g1, 1), 100));
    expect(animate).toHaveBeenCalledTimes(1);
    // Bea plays: a new state for the same eyes flies.
    const g2 = played(g1, { type: 'play', seat: 1, cards: ['3S'] });
    rerender(table(openView(g2, 1), 100));
    expect(animate).toHaveBeenCalledTimes(2);
    expect(animate.mock.calls[1]?.[1]).toMatchObject({ duration: 100 });
  });

  test("the play that ends a round flies, though the round's end lays every hand face up (R24)", () => {
    const near = fromSetup({ hands: [['3H'], ['3S', '4D', 'QC']], discard: ['9S'], turn: 1 });
    if (!near.ok) throw new Error(near.error.message);
    const g1 = played(near.value, { type: 'play', seat: 1, cards: ['3S'] });
    const { rerender } = render(table(playerView(g1, 1), 100));
    expect(animate).toHaveBeenCalledTimes(1);
    const g2 = played(g1, { type: 'play', seat: 0, cards: ['3H'] });
    expect(playerView(g2, 1).open).toBeDefined();
    rerender(table(playerView(g2, 1), 100));
    expect(animate).toHaveBeenCalledTimes(2);
  });

  test('nothing moves at 0 ms (instant, or motion off)', () => {
    if (!start.ok) throw new Error(start.error.message);
    const g1 = played(start.value, { type: 'play', seat: 0, cards: ['3H'] });
    const { rerender } = render(table(playerView(g1, 0), 0));
    rerender(table(playerView(played(g1, { type: 'play', seat: 1, cards: ['3S'] }), 0), 0));
    expect(animate).not.toHaveBeenCalled();
  });
});
