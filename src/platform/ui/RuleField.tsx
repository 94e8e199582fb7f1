/**
 * One field of a rules config (RulesFields.tsx): its label, its box (a check, a list, a
 * choice or a number typed), its line and example, and what the game says of it.
 */
import type { Dispatch, SetStateAction } from 'react';
import type { RulesNote } from '../../games/module';
import { fieldValues, parseField, valueLabel } from '../../kit/rulesWords';
import type { Rules, RulesOf } from '../rules';
import { ListField } from './ListField';

/** What is typed in the number boxes, by field, until it is tidied into the rules. */
export type Drafts = Record<string, string>;

interface FieldProps {
  c: RulesOf;
  f: string;
  /** The field's id on the page; its description and notes add to it. */
  fid: string;
  /** The field's value in the rules, or its default. */
  v: unknown;
  /** What the game says of this field. */
  mine: readonly RulesNote<Rules>[];
  drafts: Drafts;
  setDrafts: Dispatch<SetStateAction<Drafts>>;
  set(f: string, v: unknown): void;
}

export function RuleField(p: FieldProps) {
  const { c, f, fid, mine, drafts } = p;
  const text = c.text[f];
  const draft = drafts[f];
  const parsed = draft === undefined ? null : parseField(c, f, draft);
  const describedBy = [
    `${fid}-d`,
    ...mine.map((_, k) => `${fid}-n${k}`),
    parsed && !parsed.ok ? `${fid}-bad` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const invalid = mine.some((n) => n.level === 'error') || (parsed !== null && !parsed.ok);
  return (
    <div className={`rule-field${invalid ? ' invalid' : ''}`}>
      <FieldBox {...p} describedBy={describedBy} />
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
}

/** The field's label and its box, by its kind. */
function FieldBox({ c, f, fid, v, set, describedBy, ...p }: FieldProps & { describedBy: string }) {
  const text = c.text[f];
  const label = text?.label ?? f;
  const spec = c.fields[f];
  const kind = spec?.kind;
  return (
    <>
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
        <NumberBox {...p} c={c} f={f} fid={fid} v={v} set={set} describedBy={describedBy} />
      )}
    </>
  );
}

/** A number typed: one that is not allowed stays as typed, marked, until fixed. */
function NumberBox({
  c,
  f,
  fid,
  v,
  drafts,
  setDrafts,
  set,
  describedBy,
}: Omit<FieldProps, 'mine'> & { describedBy: string }) {
  const draft = drafts[f];
  const parsed = draft === undefined ? null : parseField(c, f, draft);
  return (
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
  );
}
