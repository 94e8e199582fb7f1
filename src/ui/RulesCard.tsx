import { useId } from 'react';
import {
  PRESET_BLURBS,
  PRESETS,
  selectGameRulesSummary,
  selectRulesCard,
} from '../store/selectors';
import { changesFrom } from './ruleFields';
import { useActions, useGame } from './StoreContext';
import { PRESET_TITLES } from './titles';
import './RulesCard.css';

/** When a game starts: which house rules are in effect, until dismissed. */
export function RulesCard() {
  const show = useGame(selectRulesCard);
  const summary = useGame(selectGameRulesSummary);
  const rules = useGame((s) => s.game?.rules ?? null);
  const { dismissRulesCard, openPanel } = useActions();
  const id = useId();
  if (!show || !summary || !rules) return null;
  const changes = changesFrom(rules, PRESETS[summary.base]);
  return (
    <aside className="rules-card" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>
        Rules in effect:{' '}
        {summary.preset ? PRESET_TITLES[summary.preset] : `${PRESET_TITLES[summary.base]}, changed`}
      </h2>
      {summary.preset ? (
        <p>{PRESET_BLURBS[summary.preset]}</p>
      ) : (
        <ul>
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
