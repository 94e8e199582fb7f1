/** Any game's rules config as fields: a select, a number or a box each, with its words. */

import type { AnyModule } from '../../games/registry';

export function valueLabel(m: AnyModule, key: string, v: unknown): string {
  if (typeof v === 'boolean') return v ? 'On' : 'Off';
  return m.rules.text[key]?.options?.[String(v)] ?? String(v);
}

export function RulesFields({
  module: m,
  rules,
  onChange,
  idPrefix = 'rule',
}: {
  module: AnyModule;
  rules: Record<string, unknown>;
  onChange(next: Record<string, unknown>): void;
  /** Ids on the page start with it (the lab shows two sets of fields). */
  idPrefix?: string;
}) {
  const value = (k: string) => rules[k] ?? m.rules.defaults[k];
  const put = (k: string, v: unknown) => onChange({ ...rules, [k]: v });
  return (
    <div className="rules-fields">
      {Object.entries(m.rules.fields).map(([k, spec]) => {
        const t = m.rules.text[k];
        const id = `${idPrefix}-${k}`;
        const v = value(k);
        return (
          <div className="rule-field" key={k}>
            <label htmlFor={id}>{t?.label ?? k}</label>
            {spec.kind === 'bool' ? (
              <input
                id={id}
                type="checkbox"
                checked={v === true}
                onChange={(e) => put(k, e.target.checked)}
              />
            ) : spec.kind === 'enum' ? (
              <select
                id={id}
                value={String(v)}
                onChange={(e) => put(k, spec.values.find((x) => String(x) === e.target.value) ?? v)}
              >
                {spec.values.map((x) => (
                  <option key={String(x)} value={String(x)}>
                    {valueLabel(m, k, x)}
                  </option>
                ))}
              </select>
            ) : (
              <select id={id} value={String(v)} onChange={(e) => put(k, Number(e.target.value))}>
                {Array.from({ length: spec.max - spec.min + 1 }, (_, i) => spec.min + i).map(
                  (n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ),
                )}
              </select>
            )}
            <p className="rule-line">{t?.line}</p>
          </div>
        );
      })}
    </div>
  );
}
