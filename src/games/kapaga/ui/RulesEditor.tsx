import { useEffect, useId, useState } from 'react';
import type { Rules } from '../engine';
import { notesFor, selectChosenRules } from '../store/selectors';
import { encodeRules } from '../store/share';
import { LinkField } from './Fields';
import {
  FIELD_TEXT,
  fieldKind,
  fieldValues,
  parseIntField,
  RULE_GROUPS,
  valueLabel,
} from './ruleFields';
import { useActions, useGame } from './StoreContext';
import { rulesLink } from './url';
import './editor.css';

/**
 * Every field of the rules config, grouped, each with a line and a tiny example. What
 * checkRules says about a field shows beside it: errors (no game can start) and notes (the
 * field changes nothing). A number that is not allowed stays in its box, marked, and blocks
 * Start until it is fixed.
 */
export function RulesEditor({
  players,
  onBadFields,
}: {
  players: number;
  onBadFields: (fields: string[]) => void;
}) {
  const rules = useGame(selectChosenRules);
  const { setChosenRules, openLabFor } = useActions();
  const notes = notesFor(rules, players);
  const [drafts, setDrafts] = useState<Partial<Record<keyof Rules, string>>>({});
  const id = useId();
  const bad = Object.entries(drafts)
    .filter(([f, t]) => !parseIntField(f as keyof Rules, t as string).ok)
    .map(([f]) => f);
  const badKey = bad.join(',');
  useEffect(() => {
    onBadFields(badKey ? badKey.split(',') : []);
  }, [badKey, onBadFields]);
  useEffect(() => () => onBadFields([]), [onBadFields]);

  const set = (field: keyof Rules, value: Rules[keyof Rules]) =>
    setChosenRules({ ...rules, [field]: value });

  return (
    <div className="rules-editor">
      <p className="hint">
        Start from a preset above, then change what your table plays differently. Your choice is
        remembered.
      </p>
      <p>
        <button type="button" className="btn" onClick={() => openLabFor(rules, players)}>
          See what these rules change (rules lab)
        </button>
      </p>
      {RULE_GROUPS.map((g) => (
        <fieldset key={g.id} className="rule-group">
          <legend>{g.title}</legend>
          {g.fields.map((f) => {
            const text = FIELD_TEXT[f];
            const kind = fieldKind(f);
            const mine = notes.filter((n) => n.field === f);
            const draft = drafts[f];
            const parsed = draft === undefined ? null : parseIntField(f, draft);
            const describedBy = [
              `${id}-${f}-d`,
              ...mine.map((_, k) => `${id}-${f}-n${k}`),
              parsed && !parsed.ok ? `${id}-${f}-bad` : '',
            ]
              .filter(Boolean)
              .join(' ');
            const invalid =
              mine.some((n) => n.level === 'error') || (parsed !== null && !parsed.ok);
            return (
              <div key={f} className={`rule-field${invalid ? ' invalid' : ''}`}>
                {kind === 'bool' ? (
                  <label className="check">
                    <input
                      type="checkbox"
                      checked={rules[f] as boolean}
                      aria-describedby={describedBy}
                      onChange={(e) => set(f, e.target.checked)}
                    />
                    {text.label}
                  </label>
                ) : (
                  <label htmlFor={`${id}-${f}`}>{text.label}</label>
                )}
                {kind === 'enum' && (
                  <select
                    id={`${id}-${f}`}
                    value={String(rules[f])}
                    aria-describedby={describedBy}
                    onChange={(e) => {
                      const v = fieldValues(f).find((x) => String(x) === e.target.value);
                      if (v !== undefined) set(f, v as Rules[keyof Rules]);
                    }}
                  >
                    {fieldValues(f).map((v) => (
                      <option key={String(v)} value={String(v)}>
                        {valueLabel(f, v as Rules[keyof Rules])}
                      </option>
                    ))}
                  </select>
                )}
                {kind === 'int' && (
                  <input
                    id={`${id}-${f}`}
                    inputMode="numeric"
                    value={draft ?? String(rules[f])}
                    aria-invalid={parsed !== null && !parsed.ok}
                    aria-describedby={describedBy}
                    onChange={(e) => {
                      const t = e.target.value;
                      const p = parseIntField(f, t);
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
                <p className="rule-line" id={`${id}-${f}-d`}>
                  {text.line} <span className="example">E.g. {text.example}</span>
                </p>
                {parsed && !parsed.ok && (
                  <p className="rule-note error" id={`${id}-${f}-bad`}>
                    {parsed.message}
                  </p>
                )}
                {mine.map((n, k) => (
                  <p key={n.message} className={`rule-note ${n.level}`} id={`${id}-${f}-n${k}`}>
                    {n.level === 'error' ? 'Cannot start: ' : 'Note: '}
                    {n.message}
                  </p>
                ))}
              </div>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}

/** A link that opens the new-game screen with exactly these rules (and maybe the deal). */
export function ShareRules({ rules, seed }: { rules: Rules; seed?: number }) {
  const [withSeed, setWithSeed] = useState(true);
  const [status, setStatus] = useState('');
  const id = useId();
  const useSeed = withSeed && seed !== undefined;
  const link = rulesLink(encodeRules(useSeed ? { rules, seed } : { rules }));
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setStatus('Link copied. Send it to your table.');
    } catch {
      setStatus('Copy the link from the box above.');
    }
  };
  return (
    <div className="share">
      {seed !== undefined && (
        <label className="check">
          <input
            type="checkbox"
            checked={withSeed}
            onChange={(e) => setWithSeed(e.target.checked)}
          />
          With deal number {seed} (the same deal for everyone)
        </label>
      )}
      <LinkField id={`${id}-link`} label="Link to these rules" link={link} />
      <button type="button" className="btn" onClick={copy}>
        Copy link
      </button>
      <p className="share-status" role="status">
        {status}
      </p>
    </div>
  );
}
