/**
 * Any game's rules config as fields, for the rules editor and the lab: grouped when the game
 * groups them, each with its line and a tiny example. What the game's `check` says about a
 * field shows beside it: errors (no match can start) and notes (the field changes nothing).
 * A number that is not allowed stays in its box, marked, and is reported (`onBadFields`) so
 * that Start waits until it is fixed.
 */
import { useEffect, useId, useState } from 'react';
import type { RulesNote } from '../../games/module';
import { defaultsOf, groupsOf, notesOf, parseField } from '../../kit/rulesWords';
import type { Rules, RulesOf } from '../rules';
import { type Drafts, RuleField } from './RuleField';
import './RulesFields.css';

const NO_BAD = (_: string[]) => {};

export function RulesFields({
  config: c,
  rules,
  onChange,
  players,
  idPrefix,
  onBadFields = NO_BAD,
  idle,
}: {
  config: RulesOf;
  rules: Rules;
  onChange(next: Rules): void;
  /** The table's size, for what the game says of the rules (its `check`). */
  players: number;
  /** Ids on the page start with it (the lab shows two sets of fields); unique when absent. */
  idPrefix?: string;
  /** The fields holding a number that is not allowed (empty once all are fixed). */
  onBadFields?(fields: string[]): void;
  /** Fields that change nothing where these fields are shown, and why (the lab's). */
  idle?: { fields: readonly string[]; why: string };
}) {
  const uid = useId();
  const id = idPrefix ?? uid;
  const notes: readonly RulesNote<Rules>[] = [
    ...notesOf(c, rules, players),
    ...(idle?.fields.map((field) => ({ field, level: 'note' as const, message: idle.why })) ?? []),
  ];
  const [drafts, setDrafts] = useState<Drafts>({});
  const bad = Object.entries(drafts)
    .filter(([f, t]) => !parseField(c, f, t).ok)
    .map(([f]) => f);
  const badKey = bad.join(',');
  useEffect(() => {
    onBadFields(badKey ? badKey.split(',') : []);
  }, [badKey, onBadFields]);
  useEffect(() => () => onBadFields([]), [onBadFields]);

  const defaults: Rules = defaultsOf(c, players);
  const value = (f: string) => rules[f] ?? defaults[f];
  const set = (f: string, v: unknown) => onChange({ ...rules, [f]: v });

  const field = (f: string) => (
    <RuleField
      key={f}
      c={c}
      f={f}
      fid={`${id}-${f}`}
      v={value(f)}
      mine={notes.filter((n) => n.field === f)}
      drafts={drafts}
      setDrafts={setDrafts}
      set={set}
    />
  );

  const groups = groupsOf(c);
  return (
    <div className="rules-fields">
      {groups
        ? groups.map((g) => (
            <fieldset key={g.id} className="rule-group">
              <legend>{g.title}</legend>
              {g.fields.map(field)}
            </fieldset>
          ))
        : Object.keys(c.fields).map(field)}
    </div>
  );
}

/**
 * Why Start waits, said once for every game: the errors of these rules for `players`, or
 * the fields marked in red. Nothing when Start may go (`id` names it for Start's
 * description).
 */
export function RulesBlocked({
  id,
  players,
  errors,
  badFields,
}: {
  id: string;
  players: number;
  errors: readonly RulesNote<Rules>[];
  badFields: readonly string[];
}) {
  if (errors.length > 0)
    return (
      <div className="error" id={id}>
        <p>These rules cannot start a game of {players}:</p>
        <ul>
          {errors.map((n) => (
            <li key={n.field + n.message}>{n.message}</li>
          ))}
        </ul>
      </div>
    );
  if (badFields.length > 0)
    return (
      <p className="error" id={id}>
        Fix the house rules marked in red first.
      </p>
    );
  return null;
}
