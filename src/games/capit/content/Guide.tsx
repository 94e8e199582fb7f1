/**
 * Cap-It's How to play (GameModule.guide): the kit's page (kit/react/HowToPlay.tsx) with the
 * rules in play first, then the game in a player's words with pictures of the cards (the
 * kit's faces), and last the rules reference, the one place that names rule ids (C1...),
 * with the rulings the book leaves open.
 */
import type { CSSProperties } from 'react';
import { CardFace } from '../../../kit/CardFace';
import { cardName, parseCard } from '../../../kit/cards';
import type { Picture } from '../../../kit/guide';
import { CardPicture, HowToPlay } from '../../../kit/react/HowToPlay';
import { RulesReference } from '../../../kit/react/RulesReference';
import type { GuideProps } from '../../module';
import type { CapitRules } from '../engine';
import { howToPlay, rulesInPlay } from './howToPlay';
import { GOAL, RULE_SECTIONS, RULINGS } from './rulesText';
import './Guide.css';

const CARD: CSSProperties & { '--card-w'?: string } = { '--card-w': '34px' };
const nameOf = (code: string): string => {
  const c = parseCard(code, true);
  return c === null ? code : cardName(c);
};

/** A row of cards as the kit draws them, named in words for a screen reader. */
function picture(p: Picture) {
  return (
    <CardPicture
      className="cpicture"
      label={p.cards.map(nameOf).join(', ')}
      caption={p.caption}
      style={CARD}
      cards={p.cards}
      face={(code) => <CardFace code={code} />}
    />
  );
}

const OPEN_CASES = {
  lead: 'Cases the rule book leaves open, as the table plays them:',
  items: RULINGS.map((r) => r.text),
};

export default function Guide({ rules, playing }: GuideProps<CapitRules>) {
  return (
    <HowToPlay
      className="crules"
      goal={GOAL}
      rules={rulesInPlay(rules)}
      playing={playing}
      sections={howToPlay(rules)}
      picture={picture}
    >
      <RulesReference className="crulebook" sections={RULE_SECTIONS} rulings={OPEN_CASES} />
    </HowToPlay>
  );
}
