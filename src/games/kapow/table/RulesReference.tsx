/**
 * KAPOW!'s rules as the game shows them (its How to play, GameModule.guide): the rules in
 * play, then sections with rule ids, rulings, quick tips.
 */
import { useId } from 'react';
import type { GuideProps } from '../../module';
import { GOAL, QUICK_TIPS, RULE_SECTIONS } from '../content/rulesText';
import type { KapowRules } from '../engine';
import { houseRules } from '../rulesWords';
import './RulesReference.css';

export function RulesReference({ rules, playing }: GuideProps<KapowRules>) {
  const id = useId();
  return (
    <div className="krules">
      <p>{GOAL}</p>
      <section aria-labelledby={`${id}-house`}>
        <h3 id={`${id}-house`}>{playing ? 'Rules in effect' : 'Rules of your next match'}</h3>
        <ul>
          {houseRules(rules).map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </section>
      {RULE_SECTIONS.map((s, i) => (
        <section key={s.title} aria-labelledby={`${id}-${i}`}>
          <h3 id={`${id}-${i}`}>{s.title}</h3>
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
      <section aria-labelledby={`${id}-tips`}>
        <h3 id={`${id}-tips`}>Quick tips</h3>
        <ul>
          {QUICK_TIPS.map((t) => (
            <li key={t.title}>
              <strong>{t.title}.</strong> {t.text}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
