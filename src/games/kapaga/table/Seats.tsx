import { type CSSProperties, useEffect, useState } from 'react';
import { CATCH_BUTTON_MS } from '../bots/types';
import { CHANT_WORDS, cardWords } from '../words';
import { CardBack, CardFace } from './Card';
import { type Felt, useFelt } from './context';
import { catchTargetsFor, levelWords, othersOf, type SeatInfo, seatsOf } from './derive';
import { usePassing } from './passing';
import { Words } from './Words';
import './Seats.css';

const MAX_BACKS = 10;

/**
 * Every seat as the seat on screen sees it. Hands face up show in the seats while a round is
 * played; once it is scored the round's summary lays them out over the felt.
 */
const seatsIn = (f: Felt): SeatInfo[] =>
  seatsOf(
    f.view,
    f.narrator.names,
    levelWords(f.players, f.narrator.you),
    f.lastActor ?? null,
    catchTargetsFor(f.legal),
    f.view.phase === 'playing' ? (f.view.open ?? null) : null,
  );

export function Opponents() {
  const f = useFelt();
  const me = f.view.seat;
  const others = othersOf(seatsIn(f), me);
  const n = others.length;
  return (
    <ul
      className="opponents"
      style={{ '--seats': n } as CSSProperties}
      aria-label={me < 0 ? 'Players, in playing order' : 'Opponents, in playing order'}
    >
      {others.map((s, i) => (
        <Seat key={s.seat} info={s} lift={arcLift(i, n)} />
      ))}
    </ul>
  );
}

/** Seats higher in the middle: an arc around the table. */
function arcLift(i: number, n: number): number {
  if (n < 3) return 0;
  const x = (i / (n - 1)) * 2 - 1; // -1..1
  return Math.round((1 - x * x) * 18);
}

function Seat({ info, lift }: { info: SeatInfo; lift: number }) {
  const { act, chant, view } = useFelt();
  const me = view.seat;
  const backs = Math.min(info.cards, MAX_BACKS);
  const classes = ['seat', info.status ?? '', info.last ? 'last' : ''].filter(Boolean).join(' ');
  const label = `${info.name}${info.dealer ? ', dealer' : ''}: ${info.cards} card${info.cards === 1 ? '' : 's'}, ${info.score} points${info.statusText ? `, ${info.statusText}` : ''}${info.kapaga ? ', called KAPAGA' : ''}${info.last ? ', played last' : ''}`;
  return (
    <li className={classes} style={{ '--lift': `${lift}px` } as CSSProperties}>
      <section
        className="seat-box"
        data-anchor={`seat-${info.seat}`}
        data-coach={`seat-${info.seat}`}
        aria-label={label}
      >
        <div className="seat-head" aria-hidden="true">
          <span className="seat-name">{info.name}</span>
          {info.dealer && (
            <span className="dealer-chip" title="Dealer">
              D
            </span>
          )}
        </div>
        {info.faces ? (
          <span
            className="open-hand"
            role="img"
            aria-label={info.faces.length ? info.faces.map(cardWords).join(', ') : 'no cards'}
          >
            {info.faces.map((c, k) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a hand may hold twin cards
              <span key={`${k}-${c}`} className="mini-card" data-code={c}>
                <CardFace code={c} small />
              </span>
            ))}
          </span>
        ) : (
          <div className="mini-fan" aria-hidden="true">
            {Array.from({ length: backs }, (_, k) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical card backs
              <CardBack key={k} style={{ '--k': k, '--n': backs } as CSSProperties} />
            ))}
            {info.cards > 0 && <span className="count-badge">{info.cards}</span>}
          </div>
        )}
        <div className="seat-meta" aria-hidden="true">
          <span className="level">{info.levelName}</span>
          <span className="score">{info.score} pts</span>
        </div>
        <div className={`seat-status ${info.status ?? 'none'}`} aria-hidden="true">
          {info.kapaga && <span className="kapaga-badge">KAPAGA!</span>}
          {info.statusText || (info.kapaga ? '' : '\u00a0')}
        </div>
        {chant && chant.seat === info.seat && (
          <span key={chant.id} className="bubble" aria-hidden={chant.logged}>
            {CHANT_WORDS}
          </span>
        )}
      </section>
      {info.catchable && me >= 0 && (
        <CatchButton
          name={info.name}
          onCatch={() => act({ type: 'catch', seat: me, target: info.seat })}
        />
      )}
    </li>
  );
}

/** Offered once the missing call has lasted CATCH_BUTTON_MS (a bot calls well before). */
function CatchButton({ name, onCatch }: { name: string; onCatch: () => void }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setShown(true), CATCH_BUTTON_MS);
    return () => clearTimeout(t);
  }, []);
  if (!shown) return null;
  return (
    <button type="button" className="btn catch" onClick={onCatch}>
      Catch <bdi>{name}</bdi>!
    </button>
  );
}

/** The person's own line: name, score, status, and what a passing gave and took (R16). */
export function MySeatLine() {
  const f = useFelt();
  const me = f.view.seat >= 0 ? seatsIn(f)[f.view.seat] : undefined;
  const { chant } = f;
  const passing = usePassing();
  if (!me) return null;
  return (
    <div className={`my-line ${me.status ?? ''}${me.last ? ' last' : ''}`}>
      <span className="seat-name">{me.name}</span>
      {me.dealer && (
        <span className="dealer-chip" title="Dealer">
          D
        </span>
      )}
      <span className="score">{me.score} points</span>
      {me.statusText && <span className={`seat-status ${me.status}`}>{me.statusText}</span>}
      {me.kapaga && <span className="kapaga-badge">KAPAGA!</span>}
      {chant && chant.seat === me.seat && <span className="bubble">{CHANT_WORDS}</span>}
      {passing?.received && (
        // A new key each passing: the chip is marked again (R16).
        <span key={`in-${passing.key}`} className="passing-chip">
          <Words tokens={passing.received} />
        </span>
      )}
      {passing?.passed && (
        <span key={`out-${passing.key}`} className="passing-chip">
          <Words tokens={passing.passed} />
        </span>
      )}
    </div>
  );
}
