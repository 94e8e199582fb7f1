/**
 * Who sits at the table, as the new-game form sets it: your name, how many opponents, their
 * level, and each opponent's seat (a bot, or a person for pass and play) with its name.
 */
import { useState } from 'react';
import { BOT_NAMES, cutName, formSeats, type SeatChoice } from '../store/seats';
import { LEVEL_NAMES, LEVELS, type Level } from '../store/selectors';
import type { UrlOptions } from './url';

const COUNTS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/** Who sits at the table as the form sets it: your name, the opponents, their level and seats. */
export function useSeating(defaults: UrlOptions) {
  const [name, setName] = useState('You');
  const [opponents, setOpponents] = useState(defaults.opponents ?? 3);
  const [level, setLevel] = useState<Level>(defaults.level ?? 'medium');
  const [perSeat, setPerSeat] = useState<SeatChoice[]>(() => Array(9).fill('same'));
  const [names, setNames] = useState<string[]>(() => BOT_NAMES.slice());
  /** Opponent `i`'s seat: a bot of the common level, a bot of its own, or a person. */
  const chooseSeat = (i: number, choice: SeatChoice) => {
    const next = perSeat.slice();
    next[i] = choice;
    setPerSeat(next);
  };
  const nameSeat = (i: number, typed: string) => {
    const next = names.slice();
    next[i] = cutName(typed);
    setNames(next);
  };
  /** The seats as set up; watching, every seat is a bot. */
  const seats = (watch: boolean) => formSeats({ name, level, opponents, perSeat, names, watch });
  const nameYou = (typed: string) => setName(cutName(typed));
  return {
    name,
    nameYou,
    opponents,
    setOpponents,
    level,
    setLevel,
    perSeat,
    chooseSeat,
    names,
    nameSeat,
    seats,
  };
}

export type Seating = ReturnType<typeof useSeating>;

/** Your name, how many opponents and their level. */
export function PlayerFields({ id, seating }: { id: string; seating: Seating }) {
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-name`}>Your name</label>
        <input
          id={`${id}-name`}
          value={seating.name}
          autoComplete="nickname"
          onChange={(e) => seating.nameYou(e.target.value)}
        />
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor={`${id}-count`}>Opponents</label>
          <select
            id={`${id}-count`}
            value={seating.opponents}
            onChange={(e) => seating.setOpponents(Number(e.target.value))}
          >
            {COUNTS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-level`}>Their level</label>
          <select
            id={`${id}-level`}
            value={seating.level}
            onChange={(e) => seating.setLevel(e.target.value as Level)}
          >
            {LEVELS.map((l) => (
              <option key={l} value={l}>
                {LEVEL_NAMES[l]}
              </option>
            ))}
          </select>
        </div>
      </div>
    </>
  );
}

/** The fold-out of opponent seats: each a bot or a person (pass and play), and its name. */
export function SeatFields({ id, seating }: { id: string; seating: Seating }) {
  const people =
    seating.perSeat.slice(0, seating.opponents).filter((c) => c === 'person').length + 1;
  return (
    <details className="more">
      <summary>
        Seats: names, people and bots
        {people > 1 ? ` (${people} people share this device)` : ''}
      </summary>
      <p className="hint">
        Friends playing on this device? Make their seat a <strong>Person</strong>: every hand hides
        while the device passes from one person to the next.
      </p>
      <div className="per-seat">
        {Array.from({ length: seating.opponents }, (_, i) => (
          <SeatField key={BOT_NAMES[i] ?? `Seat ${i + 2}`} id={id} seating={seating} i={i} />
        ))}
      </div>
    </details>
  );
}

/** One opponent's seat: who plays it, and the name it goes by. */
function SeatField({ id, seating, i }: { id: string; seating: Seating; i: number }) {
  const fallback = BOT_NAMES[i] ?? `Seat ${i + 2}`;
  return (
    <div className="field seat-field">
      <label htmlFor={`${id}-seat-${i}`}>{fallback}</label>
      <select
        id={`${id}-seat-${i}`}
        value={seating.perSeat[i] ?? 'same'}
        onChange={(e) => seating.chooseSeat(i, e.target.value as SeatChoice)}
      >
        <option value="same">Bot, same as all ({LEVEL_NAMES[seating.level]})</option>
        {LEVELS.map((l) => (
          <option key={l} value={l}>
            Bot, {LEVEL_NAMES[l]}
          </option>
        ))}
        <option value="person">Person (pass and play)</option>
      </select>
      <input
        aria-label={`Name of seat ${i + 2}`}
        value={seating.names[i] ?? ''}
        placeholder={fallback}
        onChange={(e) => seating.nameSeat(i, e.target.value)}
      />
    </div>
  );
}
