/**
 * KAPOW!'s rules reference: the rule book's sections rule by rule, with their ids (K1...)
 * and rulings, closed until opened. It ends How to play (Guide.tsx), the only place in the
 * game's words that names rule ids.
 */
import { useId } from 'react';
import { RULE_SECTIONS } from '../content/rulesText';
import './RulesReference.css';

export function RuleBook() {
  const id = useId();
  return (
    <section className="krulebook" aria-labelledby={`${id}-ref`}>
      <h3 id={`${id}-ref`}>Rules reference</h3>
      <details>
        <summary>The rule book, rule by rule (K1 to K19)</summary>
        {RULE_SECTIONS.map((s, i) => (
          <section key={s.title} aria-labelledby={`${id}-${i}`}>
            <h4 id={`${id}-${i}`}>{s.title}</h4>
            <dl>
              {s.rules.map((r) => (
                <div key={r.id} className="krule">
                  <dt>{r.id}</dt>
                  <dd>
                    {r.text}
                    {r.ruling && (
                      <span className="ruling">
                        {' '}
                        <strong>Ruling:</strong> {r.ruling}
                      </span>
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </details>
    </section>
  );
}
