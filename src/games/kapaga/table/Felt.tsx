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
  // Someone watching (a demo, a replay) plays no seat: no buttons.
  const watching = useFelt().narrator.you === null;
  return (
    <>
      <MySeatLine />
      {before}
      <Hand />
      {!watching && <Controls />}
    </>
  );
}

/**
 * `me`: the bottom of the felt; `children`: what lies over the felt (the round's end);
 * `fill`: as tall as the space it is given (a platform screen's), not as its cards.
 */
export function Felt({
  me,
  children,
  fill = false,
}: {
  me: ReactNode;
  children?: ReactNode;
  fill?: boolean;
}) {
  const { fourColour } = prefsOf(useFelt().prefs);
  const className = ['felt', fill ? 'fill' : '', fourColour ? 'four-colour' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <section className={className} aria-label="Card table">
      <Opponents />
      <Pile />
      {me}
      {children}
      <Fx />
    </section>
  );
}
