/**
 * La Krap's How to play (GameModule.guide): the kit's page (kit/react/HowToPlay.tsx) with
 * the rules of the match first, then the game in a player's words with pictures of the cards
 * (the kit's faces; a cancelled card greyed and crossed), and last the rules reference, the
 * one place that names rule ids (L1-L16), with the rulings made where the book is silent.
 */
import type { CSSProperties } from 'react';
import { CardFace } from '../../../kit/CardFace';
import { CardPicture, HowToPlay } from '../../../kit/react/HowToPlay';
import { RulesReference } from '../../../kit/react/RulesReference';
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
function picture(p: Picture) {
  const cards = p.cards.map(pictured);
  const label = cards.map((c) => `${card(c.code).spoken}${c.out ? ' (cancelled)' : ''}`).join(', ');
  return (
    <CardPicture
      className="lkg-picture"
      label={label}
      caption={p.caption}
      style={SIZE}
      cards={cards}
      face={(c) => (
        <span className={c.out ? 'lkg-card out' : 'lkg-card'}>
          <CardFace code={c.code} />
          {c.code === 'BL' && <span className="lkg-sheet">sheet</span>}
        </span>
      )}
    />
  );
}

const BOOK_SILENT = { lead: 'Where the book says nothing, the table plays it so:', items: RULINGS };

export default function Guide({ rules, playing }: GuideProps<LakrapRules>) {
  return (
    <HowToPlay
      className="lkg-rules"
      goal={GOAL}
      rules={matchRules(rules)}
      playing={playing}
      sections={howToPlay(rules)}
      picture={picture}
    >
      <RulesReference className="lkg-rulebook" sections={RULE_SECTIONS} rulings={BOOK_SILENT} />
    </HowToPlay>
  );
}
