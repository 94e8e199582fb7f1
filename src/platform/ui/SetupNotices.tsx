/**
 * What the setup (Setup.tsx) says above its form: the deal a link brought, the ways to learn
 * the game, and the matches waiting for the person.
 */
import { useState } from 'react';
import { useStore } from 'zustand';
import type { AnyModule } from '../../games/registry';
import { people, type Session } from '../session';
import { GuideDialog } from './Guide';
import type { Deal } from './SetupFields';

/** The deal a link brought (`seed`), and the one typed that it replaced, to keep instead. */
export function LinkedDeal({
  deal,
  seed,
  onDeal,
}: {
  deal: Deal;
  seed: number | null;
  onDeal(d: Deal): void;
}) {
  if (!deal.linked || seed === null) return null;
  return (
    <p className="notice" role="status">
      Deal {seed} came with the link: everyone who starts it is dealt the same cards.
      {deal.replaced !== undefined && (
        <>
          {' '}
          It took the place of deal {deal.replaced}, which you had typed.{' '}
          <button
            type="button"
            className="btn small"
            onClick={() => onDeal({ text: deal.replaced ?? '', linked: false })}
          >
            Keep deal {deal.replaced}
          </button>
        </>
      )}
    </p>
  );
}

/** How to play (the guide, over the setup), the lesson and the demos, where the game has them. */
export function Learn({
  m,
  rules,
  onDemos,
  onLesson,
}: {
  m: AnyModule;
  rules: Record<string, unknown>;
  onDemos?(): void;
  onLesson?(): void;
}) {
  const [guide, setGuide] = useState(false);
  return (
    <>
      {Boolean((m.lesson && onLesson) || (m.demos?.length && onDemos) || m.guide) && (
        <nav className="learn" aria-label="Learn">
          {m.guide && (
            <button type="button" className="btn" onClick={() => setGuide(true)}>
              How to play
            </button>
          )}
          {m.lesson && onLesson && (
            <button type="button" className="btn" onClick={onLesson}>
              Learn to play
            </button>
          )}
          {m.demos?.length && onDemos ? (
            <button type="button" className="btn" onClick={onDemos}>
              Demos
            </button>
          ) : null}
        </nav>
      )}
      {guide && (
        <GuideDialog module={m} rules={rules} playing={false} onClose={() => setGuide(false)} />
      )}
    </>
  );
}

/** A match waiting for the person: one put aside while the bots play, one left running. */
export function Waiting({ session, onPlay }: { session: Session; onPlay(): void }) {
  const running = useStore(session, (s) => s.record !== null);
  const aside = useStore(session, (s) => s.aside !== null);
  // The match waiting is the bots' own (a watch), not the person's.
  const watching = useStore(
    session,
    (s) => s.record !== null && people(s.record.seats).length === 0,
  );
  const go = (then: () => void) => () => {
    then();
    onPlay();
  };
  return (
    <>
      {aside && (
        <Resume
          label="Your match put aside"
          words="Your match is kept aside while the bots play."
          button="Back to your match"
          onGo={go(() => session.getState().backToMatch())}
        />
      )}
      {running && (
        <Resume
          label={watching ? 'The bots’ match' : 'Your match'}
          words={
            watching
              ? 'The bots’ match is waiting where you left it.'
              : 'Your match is waiting where you left it.'
          }
          button={watching ? 'Watch on' : 'Resume'}
          onGo={go(() => session.getState().resume())}
        />
      )}
    </>
  );
}

/** One match waiting: what it is, and the button that goes back to it. */
function Resume(p: { label: string; words: string; button: string; onGo(): void }) {
  return (
    <section className="resume" aria-label={p.label}>
      <p>{p.words}</p>
      <button type="button" className="btn primary" onClick={p.onGo}>
        {p.button}
      </button>
    </section>
  );
}
