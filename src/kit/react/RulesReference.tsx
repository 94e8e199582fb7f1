/**
 * A game's rules reference, for the end of its How to play: the rule book's sections rule by
 * rule with their ids and rulings, closed until opened, then the rulings the table made where
 * the book is silent. The only place of a How to play that names rule ids.
 */
import { useId } from 'react';
import { type RuleSection, ruleRange } from '../guide';
import './Guide.css';

/** Rulings where the book says nothing: a line to lead them in, and one sentence each. */
export interface Rulings {
  lead: string;
  items: readonly string[];
}

export function RulesReference({
  sections,
  rulings,
  className,
}: {
  sections: readonly RuleSection[];
  rulings?: Rulings;
  /** The game's own class, beside the kit's `rulebook`. */
  className?: string;
}) {
  const id = useId();
  const range = ruleRange(sections);
  return (
    <section
      className={className ? `rulebook ${className}` : 'rulebook'}
      aria-labelledby={`${id}-ref`}
    >
      <h3 id={`${id}-ref`}>Rules reference</h3>
      <details>
        <summary>The rule book, rule by rule{range && ` (${range})`}</summary>
        {sections.map((s, i) => (
          <section key={s.title} aria-labelledby={`${id}-${i}`}>
            <h4 id={`${id}-${i}`}>{s.title}</h4>
            <dl>
              {s.rules.map((r) => (
                <div key={r.id} className="rulebook-rule">
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
        {rulings && (
          <section aria-labelledby={`${id}-rulings`}>
            <h4 id={`${id}-rulings`}>Rulings</h4>
            <p>{rulings.lead}</p>
            <ul>
              {rulings.items.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </section>
        )}
      </details>
    </section>
  );
}
