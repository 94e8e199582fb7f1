/**
 * Cap-It's table (TableProps): the other seats, the round's contract with the hand's
 * progress toward it, the melds by owner, the piles and the draw, the person's hand. Every
 * move offered comes from `legal` (the engine's list, the meld finder's ways among it); a
 * meld the person picks and the engine accepts may be laid too (a set of the cards picked).
 */
import { useEffect, useState } from 'react';
import { cardLabel, parseCard } from '../../../kit/cards';
import { Understand } from '../../../kit/react/Understand';
import { Words } from '../../../kit/react/Words';
import type { Narrator, TableProps } from '../../module';
import type { Action, PlayerView } from '../engine';
import { type Prefs, prefsOf } from '../prefs';
import { Actions } from './Actions';
import { type Free, freesAt, type Layoff } from './choices';
import { Hand } from './Hand';
import { Melds } from './Melds';
import { Piles } from './Piles';
import { Seats, seatName } from './Seats';
import { Summary } from './Summary';
import { lastPushWords, progressWords, promptWords } from './talk';
import './capit.css';

type Props = TableProps<PlayerView, Action, Prefs>;

const label = (code: string) => {
  const c = parseCard(code, true);
  return c === null ? code : cardLabel(c);
};

/** The cards the advice plays from the hand (marked there). */
function advisedCards(a: Action | null | undefined): string[] {
  if (!a || a.type === 'next-round') return [];
  if (a.type === 'meld') return a.melds.flatMap((m) => m.cards);
  if ('card' in a) return [a.card];
  return [];
}

export default function CapitTable(props: Props) {
  const { view: v, legal, act, advice } = props;
  const n = props.narrator;
  const { picked, setPicked, freeing, setFreeing, clear } = useChoice(v);
  const pref = prefsOf(props.prefs).sort;
  const [by, setBy] = useState(pref);
  useEffect(() => setBy(pref), [pref]);
  // The order chosen here is the person's setting: kept on this device (a demo keeps it to itself).
  const sortBy = (order: Prefs['sort']) => {
    setBy(order);
    props.setPref?.('sort', order);
  };

  const me = v.seat;
  const mine = me >= 0 && v.phase === 'playing' && v.turn === me;
  const melding = mine && v.stage === 'meld';
  const codes = picked.map((i) => v.hand[i] as string);
  const single = codes.length === 1 ? (codes[0] as string) : null;
  const find = finder(legal, act);
  const pick = (at: number) => {
    setFreeing(null);
    setPicked((p) => (p.includes(at) ? p.filter((x) => x !== at) : [...p, at]));
  };
  const onWild = (meld: number, index: number) =>
    wildPicked(legal, act, single, setFreeing, meld, index);
  const frees = single && freeing ? freesAt(legal, single, freeing.meld, freeing.index) : [];
  const hands = 'hands' in v ? (v as PlayerView & { hands: string[][] }).hands : null;

  return (
    <div className={`capit players-${v.players}${mine ? ' mine' : ''}`}>
      <div className="cgrid">
        <Seats
          v={v}
          n={n}
          players={props.players}
          hands={hands?.map((h) => h.map(label)) ?? null}
        />
        <TableInfo v={v} n={n} legal={legal} decisions={props.decisions} />
        <Melds
          v={v}
          n={n}
          legal={melding ? legal : []}
          card={melding ? single : null}
          onLayoff={(a: Layoff) => act(a)}
          onWild={onWild}
          freeing={freeing}
        />
        <Middle
          {...{ v, n, legal, act, frees, melding }}
          advice={advice ?? null}
          picked={codes}
          onClear={clear}
        />
        {me >= 0 && (
          <div className="cme">
            <Hand
              hand={v.hand}
              by={by}
              picked={picked}
              onPick={melding ? pick : null}
              onSort={sortBy}
              advised={advisedCards(advice)}
              title={handTitle(n, me)}
            />
          </div>
        )}
      </div>
      {v.phase !== 'playing' && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is focusable
        <div className="csum-wrap" tabIndex={0}>
          <Summary
            v={v}
            n={n}
            rounds={props.rounds ?? []}
            onNext={find((a) => a.type === 'next-round')}
          />
        </div>
      )}
    </div>
  );
}

/** A move of `legal` that `f` picks, as a click that makes it (null: none is legal). */
const finder =
  (legal: readonly Action[], act: (a: Action) => void) => (f: (a: Action) => boolean) => {
    const a = legal.find(f);
    return a ? () => act(a) : null;
  };

/** The piles (take or push the discard), and the moves after the draw once melding. */
function Middle({
  v,
  n,
  legal,
  act,
  advice,
  melding,
  picked,
  frees,
  onClear,
}: Pick<Props, 'legal' | 'act'> & {
  v: PlayerView;
  n: Narrator;
  advice: Action | null;
  melding: boolean;
  picked: readonly string[];
  frees: readonly Free[];
  onClear(): void;
}) {
  const find = finder(legal, act);
  return (
    <div className="cmid">
      <Piles
        v={v}
        n={n}
        onTake={find((a) => a.type === 'take')}
        onPush={find((a) => a.type === 'push')}
        advised={{ take: advice?.type === 'take', push: advice?.type === 'push' }}
        lastPush={null}
      />
      {melding && <Actions {...{ v, n, legal, picked, frees, act, advice }} onClear={onClear} />}
    </div>
  );
}

/** A wild on the table picked with one card picked: freed at once when it goes one way, else asked where. */
function wildPicked(
  legal: readonly Action[],
  act: (a: Action) => void,
  single: string | null,
  setFreeing: (f: { meld: number; index: number }) => void,
  meld: number,
  index: number,
): void {
  if (!single) return;
  const frees = freesAt(legal, single, meld, index);
  if (frees.length === 1) act(frees[0] as Free);
  else setFreeing({ meld, index });
}

/** The hand's heading: the person's own, or the seat's it plays for another. */
const handTitle = (n: Narrator, me: number): string =>
  n.you === me || n.you === null ? 'Your hand' : `${seatName(n, me)}’s hand`;

/**
 * The round and the contract's progress, the move asked now, the last push, and what the
 * seat on turn (another's) is thinking.
 */
function TableInfo({
  v,
  n,
  legal,
  decisions,
}: Pick<Props, 'legal' | 'decisions'> & { v: PlayerView; n: Narrator }) {
  const me = v.seat;
  const actor = v.stage === 'draw' ? (v.turn + v.players - 1) % v.players : v.turn;
  const lastPush = lastPushWords(v, n);
  return (
    <div className="cinfo">
      <p className="ccontract">
        <span className="cround">
          Round {v.round} of {v.rules.rounds}
        </span>{' '}
        {progressWords(v)}
      </p>
      <p className="cprompt" aria-live="polite">
        <Words tokens={promptWords(v, legal, n)} />
      </p>
      {lastPush && (
        <p className="clast-push">
          <Words tokens={lastPush} />
        </p>
      )}
      {actor !== me && actor >= 0 && (
        <Understand
          name={seatName(n, actor)}
          decision={decisions[actor] ?? null}
          narrator={n}
          className="cunderstand"
        />
      )}
    </div>
  );
}

/**
 * The cards picked (places in the view's hand) and the wild being freed: cleared by a new
 * view (a move made, by anyone) and by Escape.
 */
function useChoice(v: PlayerView) {
  const [picked, setPicked] = useState<number[]>([]);
  const [freeing, setFreeing] = useState<{ meld: number; index: number } | null>(null);
  const [shown, setShown] = useState(v);
  if (shown !== v) {
    setShown(v);
    setPicked([]);
    setFreeing(null);
  }
  const clear = () => {
    setPicked([]);
    setFreeing(null);
  };
  useEffect(() => {
    if (picked.length === 0 && !freeing) return;
    const off = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setPicked([]);
      setFreeing(null);
    };
    window.addEventListener('keydown', off);
    return () => window.removeEventListener('keydown', off);
  }, [picked, freeing]);
  return { picked, setPicked, freeing, setFreeing, clear };
}
