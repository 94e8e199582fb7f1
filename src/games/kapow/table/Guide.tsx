/**
 * KAPOW!'s How to play (GameModule.guide): the rules in effect, then the game in a player's
 * words with pictures of the cards (the table's own faces, Slot.tsx), the quick tips, and
 * last the rules reference, the one place that names rule ids (K1...).
 */
import { type CSSProperties, useId } from 'react';
import type { GuideProps } from '../../module';
import { howToPlay, type Picture } from '../content/howToPlay';
import { pos } from '../content/layout';
import { GOAL, QUICK_TIPS } from '../content/rulesText';
import type { KapowRules } from '../engine';
import { houseRules } from '../rulesWords';
import { RuleBook } from './RulesReference';
import { Face, slotWords } from './Slot';
import './RulesReference.css';

const CARD: CSSProperties & { '--w'?: string } = { '--w': '44px' };

/** A row of cards as the table draws them, named in words for a screen reader. */
function CardPicture({ p }: { p: Picture }) {
  const cards = p.cards.map(pos);
  return (
    <figure className="kpicture">
      <span
        className="kpicture-cards"
        role="img"
        aria-label={cards.map(slotWords).join(', ')}
        style={CARD}
      >
        {cards.map((c, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of cards
          <Face key={i} p={c} />
        ))}
      </span>
      <figcaption>{p.caption}</figcaption>
    </figure>
  );
}

export default function Guide({ rules, playing }: GuideProps<KapowRules>) {
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
      {howToPlay(rules).map((s, i) => (
        <section key={s.title} className="khow" aria-labelledby={`${id}-how-${i}`}>
          <h3 id={`${id}-how-${i}`}>{s.title}</h3>
          {s.text.map((t) => (
            <p key={t}>{t}</p>
          ))}
          {s.pictures && (
            <div className="kpictures">
              {s.pictures.map((p) => (
                <CardPicture key={p.caption} p={p} />
              ))}
            </div>
          )}
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
      <RuleBook />
    </div>
  );
}
