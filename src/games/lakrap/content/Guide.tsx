/**
 * La Krap's How to play (GameModule.guide): the rules of the match first, then the game in a
 * player's words with pictures of the cards (the kit's faces; a cancelled card greyed and
 * crossed), and last the rules reference, the one place that names rule ids (L1-L16), with
 * the rulings made where the book is silent.
 */
import { type CSSProperties, useId } from 'react';
import { CardFace } from '../../../kit/CardFace';
import type { GuideProps } from '../../module';
import type { LakrapRules } from '../engine';
import { GOAL, howToPlay, matchRules, type Picture } from './howToPlay';
import { RULE_SECTIONS, RULINGS } from './rulesText';
import { card } from './say';
import './Guide.css';

const SIZE: CSSProperties & { '--card-w'?: string } = { '--card-w': '40px' };

/** A picture's card: its code, and whether it is drawn cancelled ("(KH)"). */
export function pictured(code: string): { code: string; out: boolean } {
  const out = code.startsWith('(') && code.endsWith(')');
  return { code: out ? code.slice(1, -1) : code, out };
}

/** A row of cards, named in words for a screen reader. */
function CardPicture({ p }: { p: Picture }) {
  const cards = p.cards.map(pictured);
  const label = cards.map((c) => `${card(c.code).spoken}${c.out ? ' (cancelled)' : ''}`).join(', ');
  return (
    <figure className="lkg-picture">
      <span className="lkg-picture-cards" role="img" aria-label={label} style={SIZE}>
        {cards.map((c, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of cards
          <span key={i} className={c.out ? 'lkg-card out' : 'lkg-card'}>
            <CardFace code={c.code} />
            {c.code === 'BL' && <span className="lkg-sheet">sheet</span>}
          </span>
        ))}
      </span>
      <figcaption>{p.caption}</figcaption>
    </figure>
  );
}

function RuleBook() {
  const id = useId();
  return (
    <section className="lkg-rulebook" aria-labelledby={`${id}-ref`}>
      <h3 id={`${id}-ref`}>Rules reference</h3>
      <details>
        <summary>The rule book, rule by rule (L1 to L16)</summary>
        {RULE_SECTIONS.map((s, i) => (
          <section key={s.title} aria-labelledby={`${id}-${i}`}>
            <h4 id={`${id}-${i}`}>{s.title}</h4>
            <dl>
              {s.rules.map((r) => (
                <div key={r.id} className="lkg-rule">
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
        <section aria-labelledby={`${id}-rulings`}>
          <h4 id={`${id}-rulings`}>Rulings</h4>
          <p>Where the book says nothing, the table plays it so:</p>
          <ul>
            {RULINGS.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </section>
      </details>
    </section>
  );
}

export default function Guide({ rules, playing }: GuideProps<LakrapRules>) {
  const id = useId();
  return (
    <div className="lkg-rules">
      <p>{GOAL}</p>
      <section aria-labelledby={`${id}-match`}>
        <h3 id={`${id}-match`}>{playing ? 'Rules in effect' : 'Rules of your next match'}</h3>
        <ul>
          {matchRules(rules).map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </section>
      {howToPlay(rules).map((s, i) => (
        <section key={s.title} className="lkg-how" aria-labelledby={`${id}-how-${i}`}>
          <h3 id={`${id}-how-${i}`}>{s.title}</h3>
          {s.text.map((t) => (
            <p key={t}>{t}</p>
          ))}
          {s.pictures && (
            <div className="lkg-pictures">
              {s.pictures.map((p) => (
                <CardPicture key={p.caption} p={p} />
              ))}
            </div>
          )}
        </section>
      ))}
      <RuleBook />
    </div>
  );
}
