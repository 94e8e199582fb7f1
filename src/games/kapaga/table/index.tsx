/**
 * Kapaga's table as the platform hands any game's (TableProps): one seat's view, its
 * actions, a way to act. Kapaga's own screen shows the same parts (ui/StoreFelt.tsx).
 */
import { useState } from 'react';
import type { TableProps } from '../../module';
import type { Action, PlayerView } from '../engine';
import { type Prefs, prefsOf } from '../prefs';
import { type FeltExtras, FeltProvider } from './context';
import { eyesOf, handOf } from './derive';
import { Felt, MyHand } from './Felt';
import { RoundSummary } from './RoundTable';

type Props = TableProps<PlayerView, Action, Prefs>;

/**
 * Counts the hand passings seen (R16), so the hand that came over glows once for each: a
 * new state's (eyesOf), not the same passing seen by new eyes.
 */
function usePassKey(view: PlayerView): number {
  const [seen, setSeen] = useState({ view, key: -1 });
  if (seen.view !== view) {
    const passed =
      eyesOf(view) === eyesOf(seen.view) && view.events.some((e) => e.type === 'pass-hands');
    setSeen({ view, key: passed ? seen.key + 1 : seen.key });
  }
  return seen.key;
}

/**
 * A bot's table talk on show (Decision.say: its "Nearly KAPAGA!"): by the seat whose play
 * is the last one, unless muted.
 */
function talkOf({ view, decisions, prefs }: Props): FeltExtras['chant'] {
  if (prefsOf(prefs).muteChants) return null;
  const played = view.events.find((e) => e.type === 'play');
  if (!played || !decisions[played.seat]?.say) return null;
  return { id: view.round * 10_000 + view.discard.length, seat: played.seat };
}

export default function KapagaTable(props: Props) {
  const passKey = usePassKey(props.view);
  const { view, legal, act } = props;
  const mine = view.seat >= 0 && view.phase !== 'game-over';
  // Out of the match (R23-R26: eliminated) while the others play it out: said over the hand.
  const out = mine && view.eliminated[view.seat] === true;
  const next = legal.find((a) => a.type === 'next-round');
  return (
    <FeltProvider {...props} passKey={passKey} chant={talkOf(props)}>
      <Felt
        fill
        me={
          mine ? (
            <section
              className="me"
              aria-label={
                props.narrator.you === null
                  ? handOf(props.narrator, view.seat)
                  : 'Your hand and buttons'
              }
            >
              <MyHand
                before={
                  out ? (
                    <p className="out-note">
                      {props.narrator.you === view.seat
                        ? 'You are out of this match: watch the others play it out.'
                        : `${props.narrator.names[view.seat] ?? ''} is out of this match.`}
                    </p>
                  ) : null
                }
              />
            </section>
          ) : null
        }
      >
        {view.phase !== 'playing' && (
          <div className="overlay">
            <RoundSummary onNext={next ? () => act(next) : undefined} />
          </div>
        )}
      </Felt>
    </FeltProvider>
  );
}
