/**
 * La Krap's table (TableProps): the game in one line, the other seats with their teams,
 * tricks and cards shown, the trick in the middle (cancelled cards crossed, with why), the
 * step or the move asked now, and the seat's own hand. Everything offered comes from
 * `legal`; every rule it shows is asked of the engine.
 */
import { useEffect, useRef, useState } from 'react';
import { Understand } from '../../../kit/react/Understand';
import { Words } from '../../../kit/react/Words';
import { teamName } from '../../../kit/teams';
import type { Decision, Narrator, TableProps } from '../../module';
import type { Action, PlayerView } from '../engine';
import { cardsLine, gameWords, line, SUIT_WORDS } from '../words';
import { Hand, StepButton } from './Hand';
import { prompt, teamsShown } from './read';
import '../../../kit/react/teams.css';
import { Mini, SeatHead, Seats, TricksTaken } from './Seats';
import { Summary } from './Summary';
import { LastTrick, Trick } from './Trick';
import './table.css';
import './wide.css';

type Props = TableProps<PlayerView, Action>;

/**
 * L8: the cards each seat showed when the last seat chose (the face-up cards that came), on
 * show until the first trick is taken.
 */
function useShownTogether(v: PlayerView): string[][] | null {
  const before = useRef<PlayerView | null>(null);
  const [shown, setShown] = useState<string[][] | null>(null);
  useEffect(() => {
    const b = before.current;
    before.current = v;
    if (b && b.round === v.round && b.stage === 'expose' && v.stage !== 'expose') {
      setShown(
        v.faceUp.map((now, s) => {
          const was = [...(b.faceUp[s] ?? [])];
          return now.filter((c) => {
            const i = was.indexOf(c);
            if (i >= 0) was.splice(i, 1);
            return i < 0;
          });
        }),
      );
    } else if (v.round !== b?.round || v.lastTrick !== null) setShown(null);
  }, [v]);
  return shown;
}

/** The seat whose decision changed last: the bot that moved last. */
function useLastMover(decisions: readonly (Decision<Action> | null)[]): number | null {
  const before = useRef(decisions);
  const [mover, setMover] = useState<number | null>(null);
  useEffect(() => {
    const i = decisions.findIndex((d, s) => d !== null && d !== before.current[s]);
    before.current = decisions;
    if (i >= 0) setMover(i);
  }, [decisions]);
  return mover;
}

function ShownTogether({ shown, n }: { shown: string[][]; n: Narrator }) {
  const parts = shown.flatMap((cards, s) =>
    line(
      s === 0 ? '' : '; ',
      { kind: 'seat', seat: s, text: n.you === s ? 'You' : (n.names[s] ?? `Seat ${s + 1}`) },
      ': ',
      cards.length ? cardsLine(cards) : 'nothing',
    ),
  );
  return (
    <p className="lk-shown-together" role="status">
      <strong>Everyone has chosen. Shown together: </strong>
      <Words tokens={parts} />
    </p>
  );
}

export default function LakrapTable(props: Props) {
  const { view: v, legal, act, narrator: n, advice } = props;
  const me = v.seat;
  const teams = teamsShown(v);
  const [selected, setSelected] = useState<number[]>([]);
  const [shownView, setShownView] = useState(v);
  // A new view (a move made, by anyone) clears a half-made choice.
  if (shownView !== v) {
    setShownView(v);
    setSelected([]);
  }
  const shown = useShownTogether(v);
  const mover = useLastMover(props.decisions);
  const next = legal.find((a) => a.type === 'next-round');
  const playing = v.phase === 'playing';
  return (
    <div className={`lakrap players-${v.players}${props.motion ? ' motion' : ''}`}>
      <div className="lk-grid">
        <TopLine v={v} n={n} teams={teams} mover={mover} decisions={props.decisions} />
        <Seats v={v} n={n} teams={teams} players={props.players} />
        <div className="lk-mid">
          {shown && <ShownTogether shown={shown} n={n} />}
          {playing && (v.stage === 'lead' || v.stage === 'follow') && (
            <Trick v={v} n={n} teams={teams} />
          )}
          <p className="lk-prompt" aria-live="polite">
            <Words tokens={prompt(v, legal, n)} />
          </p>
          <div className="lk-tools">
            <Marriages legal={legal} act={act} advice={advice} />
            <StepButton v={v} legal={legal} act={act} selected={selected} advice={advice} />
          </div>
        </div>
        {me >= 0 && (
          <MySeat
            v={v}
            n={n}
            legal={legal}
            act={act}
            advice={advice}
            teams={teams}
            players={props.players}
            selected={selected}
            setSelected={setSelected}
          />
        )}
      </div>
      {!playing && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is focusable
        <div className="lk-sum-wrap" tabIndex={0}>
          <Summary
            v={v}
            n={n}
            teams={teams}
            rounds={props.rounds ?? []}
            onNext={next ? () => act(next) : null}
          />
        </div>
      )}
    </div>
  );
}

type Teams = ReturnType<typeof teamsShown>;

/** The game in one line (round, turned cards, the game they set), what the last bot thought, the last trick. */
function TopLine({
  v,
  n,
  teams,
  mover,
  decisions,
}: {
  v: PlayerView;
  n: Narrator;
  teams: Teams;
  mover: number | null;
  decisions: Props['decisions'];
}) {
  const name = (s: number) => (n.you === s ? 'You' : (n.names[s] ?? `Seat ${s + 1}`));
  return (
    <header className="lk-top">
      <p className="lk-game">
        <span className="lk-round">
          Round {v.round}/{v.rules.rounds}
        </span>
        {v.indicators.length > 0 && (
          <span className="lk-turned" title="The turned cards">
            {v.indicators.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the cards turned, in order
              <Mini key={i} code={c} />
            ))}
          </span>
        )}
        <Words tokens={gameWords(v.game, v.indicators)} />
      </p>
      <span className="lk-top-tools">
        {mover !== null && mover !== n.you && (
          <Understand name={name(mover)} decision={decisions[mover] ?? null} narrator={n} />
        )}
        <LastTrick v={v} n={n} teams={teams} />
      </span>
    </header>
  );
}

/** A button per marriage the seat may show (L14). */
function Marriages({
  legal,
  act,
  advice,
}: Pick<Props, 'legal' | 'act'> & { advice: Props['advice'] }) {
  const marriages = legal.filter(
    (a): a is Extract<Action, { type: 'marriage' }> => a.type === 'marriage',
  );
  return marriages.map((a) => (
    <button
      key={a.suit}
      type="button"
      className={`btn${JSON.stringify(a) === JSON.stringify(advice) ? ' advised' : ''}`}
      aria-label={`Show a marriage: the king and queen of ${SUIT_WORDS[a.suit] ?? a.suit}`}
      onClick={() => act(a)}
    >
      <Words tokens={line('Show marriage ', cardsLine([`K${a.suit}`, `Q${a.suit}`]))} />
    </button>
  ));
}

/** The seat's own place: its hand, its name and team, its tricks taken. */
function MySeat({
  v,
  n,
  legal,
  act,
  advice,
  teams,
  players,
  selected,
  setSelected,
}: Pick<Props, 'legal' | 'act' | 'players'> & {
  v: PlayerView;
  n: Narrator;
  advice: Props['advice'];
  teams: Teams;
  selected: number[];
  setSelected(s: number[]): void;
}) {
  const me = v.seat;
  return (
    <section className={`lk-me t${teams?.[me] ?? 0}`} aria-label="Your seat">
      <Hand
        v={v}
        legal={legal}
        act={act}
        selected={selected}
        setSelected={setSelected}
        advice={advice}
      />
      <div className="lk-me-row">
        <SeatHead v={v} n={n} s={me} team={teams?.[me] ?? null} player={players?.[me]} />
        <TricksTaken k={v.tricks[me] ?? 0} />
        {!teams && <span className="lk-alone">{teamName(null)}: no teams this round</span>}
      </div>
    </section>
  );
}
