/**
 * Any game's rules config as fields, for the rules editor and the lab: grouped when the game
 * groups them, each with its line and a tiny example. What the game's `check` says about a
 * field shows beside it: errors (no match can start) and notes (the field changes nothing).
 * A number that is not allowed stays in its box, marked, and is reported (`onBadFields`) so
 * that Start waits until it is fixed.
 */
import { useEffect, useId, useState } from 'react';
import type { RulesNote } from '../../games/module';
import {
  defaultsOf,
  fieldValues,
  groupsOf,
  notesOf,
  parseField,
  valueLabel,
} from '../../kit/rulesWords';
import type { Rules, RulesOf } from '../rules';
import { ListField } from './ListField';
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
  const [drafts, setDrafts] = useState<Record<string, string>>({});
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

  const field = (f: string) => {
    const text = c.text[f];
    const label = text?.label ?? f;
    const spec = c.fields[f];
    const kind = spec?.kind;
    const v = value(f);
    const mine = notes.filter((n) => n.field === f);
    const draft = drafts[f];
    const parsed = draft === undefined ? null : parseField(c, f, draft);
    const fid = `${id}-${f}`;
    const describedBy = [
      `${fid}-d`,
      ...mine.map((_, k) => `${fid}-n${k}`),
      parsed && !parsed.ok ? `${fid}-bad` : '',
    ]
      .filter(Boolean)
      .join(' ');
    const invalid = mine.some((n) => n.level === 'error') || (parsed !== null && !parsed.ok);
    return (
      <div key={f} className={`rule-field${invalid ? ' invalid' : ''}`}>
        {kind === 'bool' ? (
          <label className="check">
            <input
              id={fid}
              type="checkbox"
              checked={v === true}
              aria-describedby={describedBy}
              onChange={(e) => set(f, e.target.checked)}
            />
            {label}
          </label>
        ) : kind === 'list' ? (
          <span className="list-label">{label}</span>
        ) : (
          <label htmlFor={fid}>{label}</label>
        )}
        {spec?.kind === 'list' && (
          <ListField spec={spec} text={text} value={v} onChange={(x) => set(f, x)} />
        )}
        {kind === 'enum' && (
          <select
            id={fid}
            value={String(v)}
            aria-describedby={describedBy}
            onChange={(e) => {
              const x = fieldValues(c, f).find((y) => String(y) === e.target.value);
              if (x !== undefined) set(f, x);
            }}
          >
            {fieldValues(c, f).map((x) => (
              <option key={String(x)} value={String(x)}>
                {valueLabel(c, f, x)}
              </option>
            ))}
          </select>
        )}
        {kind === 'int' && (
          <input
            id={fid}
            inputMode="numeric"
            value={draft ?? String(v)}
            aria-invalid={parsed !== null && !parsed.ok}
            aria-describedby={describedBy}
            onChange={(e) => {
              const t = e.target.value;
              const p = parseField(c, f, t);
              setDrafts((d) => ({ ...d, [f]: t }));
              if (p.ok) set(f, p.value);
            }}
            onBlur={() => {
              // A valid number is tidied into the rules' own; a bad one stays marked.
              if (parsed?.ok)
                setDrafts((d) => {
                  const { [f]: _, ...rest } = d;
                  return rest;
                });
            }}
          />
        )}
        <p className="rule-line" id={`${fid}-d`}>
          {text?.line} {text?.example && <span className="example">E.g. {text.example}</span>}
        </p>
        {parsed && !parsed.ok && (
          <p className="rule-note error" id={`${fid}-bad`}>
            {parsed.message}
          </p>
        )}
        {mine.map((n, k) => (
          <p key={n.message} className={`rule-note ${n.level}`} id={`${fid}-n${k}`}>
            {n.level === 'error' ? 'Cannot start: ' : 'Note: '}
            {n.message}
          </p>
        ))}
      </div>
    );
  };

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
