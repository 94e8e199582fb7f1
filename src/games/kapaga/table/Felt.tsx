/** Kapaga's felt: the seats round the top, the pile, and the seat's own side at the bottom. */
import type { ReactNode } from 'react';
import { prefsOf } from '../prefs';
import { Controls } from './Controls';
import { useFelt } from './context';
import { Fx } from './Fx';
import { Hand } from './Hand';
import { Pile } from './Pile';
import { MySeatLine, Opponents } from './Seats';
import './Felt.css';

/** The seat's own side: its line, its hand and its buttons (`before`: a note over the hand). */
export function MyHand({ before }: { before?: ReactNode }) {
  return (
    <>
      <MySeatLine />
      {before}
      <Hand />
      <Controls />
    </>
  );
}

/** `me`: the bottom of the felt; `children`: what lies over the felt (the round's end). */
export function Felt({ me, children }: { me: ReactNode; children?: ReactNode }) {
  const { fourColour } = prefsOf(useFelt().prefs);
  return (
    <section className={fourColour ? 'felt four-colour' : 'felt'} aria-label="Card table">
      <Opponents />
      <Pile />
      {me}
      {children}
      <Fx />
    </section>
  );
}
