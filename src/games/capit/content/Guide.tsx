/**
 * Cap-It's How to play (GameModule.guide): the rules in play first, then the game in a
 * player's words with pictures of the cards (the kit's faces), and last the rules reference,
 * the one place that names rule ids (C1...), with the rulings the book leaves open.
 */
import { type CSSProperties, useId } from 'react';
import { CardFace } from '../../../kit/CardFace';
import { cardName, parseCard } from '../../../kit/cards';
import type { GuideProps } from '../../module';
import type { CapitRules } from '../engine';
import { howToPlay, type Picture, rulesInPlay } from './howToPlay';
import { GOAL, RULE_SECTIONS, RULINGS } from './rulesText';
import './Guide.css';

const CARD: CSSProperties & { '--card-w'?: string } = { '--card-w': '34px' };
const nameOf = (code: string): string => {
  const c = parseCard(code, true);
  return c === null ? code : cardName(c);
};

/** A row of cards as the kit draws them, named in words for a screen reader. */
function CardPicture({ p }: { p: Picture }) {
  return (
    <figure className="cpicture">
      <span
        className="cpicture-cards"
        role="img"
        aria-label={p.cards.map(nameOf).join(', ')}
        style={CARD}
      >
        {p.cards.map((code, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of cards, codes may repeat
          <CardFace key={i} code={code} />
        ))}
      </span>
      <figcaption>{p.caption}</figcaption>
    </figure>
  );
}

/** The rule book rule by rule (C1 to C16), closed until opened, and the rulings. */
function RuleBook() {
  const id = useId();
  return (
    <section className="crulebook" aria-labelledby={`${id}-ref`}>
      <h3 id={`${id}-ref`}>Rules reference</h3>
      <details>
        <summary>The rule book, rule by rule (C1 to C16)</summary>
        {RULE_SECTIONS.map((s, i) => (
          <section key={s.title} aria-labelledby={`${id}-${i}`}>
            <h4 id={`${id}-${i}`}>{s.title}</h4>
            <dl>
              {s.rules.map((r) => (
                <div key={r.id} className="crule">
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
          <p>Cases the rule book leaves open, as the table plays them:</p>
          <ul>
            {RULINGS.map((r) => (
              <li key={r.text}>{r.text}</li>
            ))}
          </ul>
        </section>
      </details>
    </section>
  );
}

export default function Guide({ rules, playing }: GuideProps<CapitRules>) {
  const id = useId();
  return (
    <div className="crules">
      <p>{GOAL}</p>
      <section aria-labelledby={`${id}-house`}>
        <h3 id={`${id}-house`}>{playing ? 'Rules in effect' : 'Rules of your next match'}</h3>
        <ul>
          {rulesInPlay(rules).map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </section>
      {howToPlay(rules).map((s, i) => (
        <section key={s.title} className="chow" aria-labelledby={`${id}-how-${i}`}>
          <h3 id={`${id}-how-${i}`}>{s.title}</h3>
          {s.text.map((t) => (
            <p key={t}>{t}</p>
          ))}
          {s.pictures && (
            <div className="cpictures">
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
