import { useId } from 'react';
import { changesFrom } from '../../../platform/rules';
import { RULES } from '../ruleFieldsText';
import {
  PRESET_BLURBS,
  PRESETS,
  selectGameRulesSummary,
  selectRulesCard,
} from '../store/selectors';
import { useActions, useGame } from './StoreContext';
import { PRESET_TITLES } from './titles';
import './RulesCard.css';

/**
 * When a game starts: which house rules are in effect, until dismissed or the first round ends.
 * Beside the table on wide screens; one line above it on narrow ones (the details are a tap
 * away, in "All the rules").
 */
export function RulesCard() {
  const show = useGame(selectRulesCard);
  const summary = useGame(selectGameRulesSummary);
  const rules = useGame((s) => s.game?.rules ?? null);
  const { dismissRulesCard, openPanel } = useActions();
  const id = useId();
  if (!show || !summary || !rules) return null;
  const changes = changesFrom(RULES, rules, PRESETS[summary.base]);
  const which = summary.preset
    ? PRESET_TITLES[summary.preset]
    : `${PRESET_TITLES[summary.base]}, changed`;
  return (
    <aside className="rules-card" aria-labelledby={`${id}-h`}>
      {/* Its name says "Rules in effect" even where the one-line card shows "Rules:". */}
      <h2 id={`${id}-h`} aria-label={`Rules in effect: ${which}`}>
        Rules<span className="rules-card-lead"> in effect</span>: {which}
      </h2>
      {summary.preset ? (
        <p className="rules-card-text">{PRESET_BLURBS[summary.preset]}</p>
      ) : (
        <ul className="rules-card-text">
          {changes.map((c) => (
            <li key={c.field}>
              {c.label}: <strong>{c.value}</strong>
            </li>
          ))}
        </ul>
      )}
      <div className="rules-card-actions">
        <button type="button" className="btn small" onClick={() => openPanel('rules')}>
          All the rules
        </button>
        <button type="button" className="btn small primary" onClick={dismissRulesCard}>
          Got it
        </button>
      </div>
    </aside>
  );
}
