/**
 * Kapaga's rules as the game tells them (the platform's How to play, and Kapaga's own Rules
 * panel): the house rules in effect first, as a preset with changes, then the rule book in
 * plain words. `playing`: these are a match's rules, not the next match's.
 */
import { changesFrom } from '../../../kit/rulesWords';
import type { GuideProps } from '../../module';
import { nearestPreset, PRESETS, type Rules } from '../engine';
import { PRESET_TITLES, RULES } from '../ruleFieldsText';
import { GreyAreas, PassAndPlayGuide, PlayGuide, ScoringGuide } from './GuideSections';
import { HowTo } from './HowTo';
import { houseRules } from './rulesText';
import './Guide.css';

export default function Guide({ rules, playing }: GuideProps<Rules>) {
  return (
    <article className="prose">
      <HouseRulesInEffect rules={rules} playing={playing} />
      <PlayGuide rules={rules} />
      <PassAndPlayGuide />
      <ScoringGuide rules={rules} />
      <GreyAreas />
      <HowTo />
    </article>
  );
}

/** The rules of this match (`playing`) or the next, as a preset and what differs from it. */
function HouseRulesInEffect({ rules, playing }: GuideProps<Rules>) {
  const summary = nearestPreset(rules);
  const changes = changesFrom(RULES, rules, PRESETS[summary.base]);
  const name = summary.preset
    ? `the ${PRESET_TITLES[summary.preset]} preset`
    : `${PRESET_TITLES[summary.base]}, with changes`;
  return (
    <section>
      <h3>House rules in effect</h3>
      <p className="muted">{playing ? `This game: ${name}.` : `Your next game: ${name}.`}</p>
      {changes.length > 0 && (
        <p className="rules-changed">
          Changed from {PRESET_TITLES[summary.base]}:{' '}
          {changes.map((c) => `${c.label}: ${c.value}`).join('; ')}.
        </p>
      )}
      <ul>
        {houseRules(rules).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
