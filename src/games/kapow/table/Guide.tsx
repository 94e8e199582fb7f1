/**
 * KAPOW!'s How to play (GameModule.guide): the kit's page (kit/react/HowToPlay.tsx) with the
 * rules in effect, the game in a player's words with pictures of the cards (the table's own
 * faces, Slot.tsx), the quick tips, and last the rules reference, the one place that names
 * rule ids (K1...).
 */
import { type CSSProperties, useId } from 'react';
import type { Picture } from '../../../kit/guide';
import { CardPicture, HowToPlay } from '../../../kit/react/HowToPlay';
import { RulesReference } from '../../../kit/react/RulesReference';
import type { GuideProps } from '../../module';
import { howToPlay } from '../content/howToPlay';
import { pos } from '../content/layout';
import { GOAL, QUICK_TIPS, RULE_SECTIONS } from '../content/rulesText';
import type { KapowRules } from '../engine';
import { houseRules } from '../rulesWords';
import { Face, slotWords } from './Slot';

const CARD: CSSProperties & { '--w'?: string } = { '--w': '44px' };

/** A row of cards as the table draws them, named in words for a screen reader. */
function picture(p: Picture) {
  const cards = p.cards.map(pos);
  return (
    <CardPicture
      className="kpicture"
      label={cards.map(slotWords).join(', ')}
      caption={p.caption}
      style={CARD}
      cards={cards}
      face={(c) => <Face p={c} />}
    />
  );
}

export default function Guide({ rules, playing }: GuideProps<KapowRules>) {
  const id = useId();
  return (
    <HowToPlay
      className="krules"
      goal={GOAL}
      rules={houseRules(rules)}
      playing={playing}
      sections={howToPlay(rules)}
      picture={picture}
    >
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
      <RulesReference className="krulebook" sections={RULE_SECTIONS} />
    </HowToPlay>
  );
}
