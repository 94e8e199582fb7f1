/**
 * The rules lab's own fields: how many deals (typed), the bots in the seats (one level for
 * all, or seat by seat), and what a rule set starts from (a preset, the house rules).
 */
import { useState } from 'react';
import type { AnyModule } from '../../games/registry';
import { LEVEL_NAMES } from '../../kit/levels';
import { LAB_LEVELS, type LabLevel, MAX_ROUNDS } from '../lab/spec';
import { sameRules } from '../share';

/** The levels as the lab offers them: the expert searches, a hundred times slower. */
const LAB_LEVEL_NAMES: Record<LabLevel, string> = {
  ...LEVEL_NAMES,
  expert: `${LEVEL_NAMES.expert} (slow)`,
};
const SEAT_BY_SEAT = 'seats';

/** A count typed, if it is one the lab plays (1 to MAX_ROUNDS deals), else null. */
function countOf(text: string): number | null {
  const n = Number(text);
  return text.trim() !== '' && Number.isInteger(n) && n >= 1 && n <= MAX_ROUNDS ? n : null;
}

/**
 * How many deals to play: typed (a number out of range is kept as typed, marked, and said
 * below), with the usual counts suggested.
 */
export function CountField({
  label,
  value,
  suggested,
  onChange,
}: {
  label: string;
  value: number;
  suggested: readonly number[];
  onChange(n: number | null): void;
}) {
  const [text, setText] = useState(String(value));
  return (
    <label>
      {label}{' '}
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_ROUNDS}
        list="lab-counts"
        value={text}
        aria-invalid={countOf(text) === null}
        onChange={(e) => {
          setText(e.target.value);
          onChange(countOf(e.target.value));
        }}
      />
      <datalist id="lab-counts">
        {suggested.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
    </label>
  );
}

/**
 * The bots: one level in every seat, or seat by seat (the seats turn round the table deal
 * by deal, so each level plays from every place).
 */
export function LabBots({
  seats,
  onChange,
}: {
  seats: readonly LabLevel[];
  onChange(seats: LabLevel[]): void;
}) {
  const same = seats.every((l) => l === seats[0]);
  const [bySeat, setBySeat] = useState(!same);
  const shown = bySeat || !same;
  const levels = LAB_LEVELS.map((l) => (
    <option key={l} value={l}>
      {LAB_LEVEL_NAMES[l]}
    </option>
  ));
  return (
    <>
      <label>
        Bots{' '}
        <select
          value={shown ? SEAT_BY_SEAT : seats[0]}
          onChange={(e) => {
            const level = LAB_LEVELS.find((l) => l === e.target.value);
            setBySeat(level === undefined);
            if (level !== undefined) onChange(seats.map(() => level));
          }}
        >
          {levels}
          <option value={SEAT_BY_SEAT}>Seat by seat</option>
        </select>
      </label>
      {shown && (
        <fieldset className="lab-seats">
          <legend>Each seat at the first deal (they turn round the table deal by deal)</legend>
          {seats.map((level, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a seat is its place at the table
            <label key={i}>
              Seat {i + 1}{' '}
              <select
                value={level}
                onChange={(e) => {
                  const l = LAB_LEVELS.find((x) => x === e.target.value);
                  if (l !== undefined) onChange(seats.map((x, j) => (j === i ? l : x)));
                }}
              >
                {levels}
              </select>
            </label>
          ))}
        </fieldset>
      )}
    </>
  );
}

/** A rule set a side may start from: a preset of the game's, or the house rules set up. */
export interface Start {
  id: string;
  name: string;
  rules: Record<string, unknown>;
}

/**
 * The rule sets a side may start from: the game's presets (else its standard rules), then
 * the house rules of the table's setup when they are none of those ("Your house rules").
 */
export function startsOf(m: AnyModule, house?: Record<string, unknown>): Start[] {
  const presets = m.rules.presets ?? [];
  const base: Start[] = presets.length
    ? [...presets]
    : [{ id: 'standard', name: 'Standard rules', rules: {} }];
  const mine = house && !base.some((p) => sameRules(m, p.rules, house));
  return mine ? [...base, { id: 'house', name: 'Your house rules', rules: house }] : base;
}

/**
 * Which of `starts` a rule set is, and a choice to start it from another (its rules and
 * name replaced). Nothing when there is only one.
 */
export function StartFrom({
  m,
  starts,
  rules,
  onPick,
}: {
  m: AnyModule;
  starts: readonly Start[];
  rules: Record<string, unknown>;
  onPick(start: Start): void;
}) {
  // One rule set to start from is no choice: the side's fields say it all.
  if (starts.length < 2) return null;
  const now = starts.find((p) => sameRules(m, p.rules, rules))?.id ?? '';
  return (
    <label className="lab-from">
      Start from{' '}
      <select
        value={now}
        onChange={(e) => {
          const p = starts.find((x) => x.id === e.target.value);
          if (p) onPick(p);
        }}
      >
        {now === '' && <option value="">Rules of your own (below)</option>}
        {starts.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </select>
    </label>
  );
}
