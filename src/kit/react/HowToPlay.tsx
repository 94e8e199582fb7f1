/**
 * A game's How to play page, for any game of the table: its goal, the rules of this match
 * (`playing`) or the next, the game in a player's words section by section with pictures of
 * cards, then what the game adds (quick tips, the rules reference: `children`). The words and
 * the faces are the game's; the page is here.
 */
import { type CSSProperties, Fragment, type ReactNode, useId } from 'react';
import type { HowSection, Picture } from '../guide';
import './Guide.css';

/** A row of cards with its caption under it, named in words for a screen reader. */
export function CardPicture<C>({
  label,
  caption,
  className,
  style,
  cards,
  face,
}: {
  /** The cards in words, as a screen reader says the row. */
  label: string;
  caption: string;
  /** The game's own class, beside the kit's `card-picture`. */
  className?: string;
  /** The faces' size (the custom property the game's faces read). */
  style?: CSSProperties;
  cards: readonly C[];
  /** A card's face, as the game draws it. */
  face: (card: C) => ReactNode;
}) {
  return (
    <figure className={className ? `card-picture ${className}` : 'card-picture'}>
      <span className="card-picture-cards" role="img" aria-label={label} style={style}>
        {cards.map((c, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of cards, which may repeat
          <Fragment key={i}>{face(c)}</Fragment>
        ))}
      </span>
      <figcaption>{caption}</figcaption>
    </figure>
  );
}

export function HowToPlay<P extends Picture>({
  className,
  goal,
  rules,
  playing,
  sections,
  picture,
  children,
}: {
  /** The game's own class, beside the kit's `how-to-play`. */
  className: string;
  goal: string;
  /** The rules in effect, one sentence each. */
  rules: readonly string[];
  playing: boolean;
  sections: readonly HowSection<P>[];
  /** A picture as the game draws it (a `CardPicture` of its faces). */
  picture: (p: P) => ReactNode;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <div className={`how-to-play ${className}`}>
      <p>{goal}</p>
      <section aria-labelledby={`${id}-house`}>
        <h3 id={`${id}-house`}>{playing ? 'Rules in effect' : 'Rules of your next match'}</h3>
        <ul>
          {rules.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </section>
      {sections.map((s, i) => (
        <section key={s.title} className="how-section" aria-labelledby={`${id}-how-${i}`}>
          <h3 id={`${id}-how-${i}`}>{s.title}</h3>
          {s.text.map((t) => (
            <p key={t}>{t}</p>
          ))}
          {s.pictures && (
            <div className="how-pictures">
              {s.pictures.map((p) => (
                <Fragment key={p.caption}>{picture(p)}</Fragment>
              ))}
            </div>
          )}
        </section>
      ))}
      {children}
    </div>
  );
}
