import { useId, useState } from 'react';
import { RulesFields } from '../../../platform/ui/RulesFields';
import type { Rules } from '../engine';
import { RULES } from '../ruleFieldsText';
import { selectChosenRules } from '../store/selectors';
import { encodeRules } from '../store/share';
import { LinkField } from './Fields';
import { useActions, useGame } from './StoreContext';
import { rulesLink } from './url';
import './editor.css';

/**
 * The house rules on the new-game screen: the table's rules fields over Kapaga's config
 * (grouped, each with its line and example, what checkRules says beside it; a number that
 * is not allowed stays marked and blocks Start), with the way to the rules lab.
 */
export function RulesEditor({
  players,
  onBadFields,
}: {
  players: number;
  onBadFields: (fields: string[]) => void;
}) {
  const rules = useGame(selectChosenRules);
  const { setChosenRules, openLabFor } = useActions();
  return (
    <div className="rules-editor">
      <p className="hint">
        Start from a preset above, then change what your table plays differently. Your choice is
        remembered.
      </p>
      <p>
        <button type="button" className="btn" onClick={() => openLabFor(rules, players)}>
          See what these rules change (rules lab)
        </button>
      </p>
      <RulesFields
        config={RULES}
        rules={{ ...rules }}
        players={players}
        onBadFields={onBadFields}
        onChange={(next) => {
          // The fields offer only values of each field's kind: the config reads them back.
          const r = RULES.resolve(next);
          if (r.ok) setChosenRules(r.value);
        }}
      />
    </div>
  );
}

/** A link that opens the new-game screen with exactly these rules (and maybe the deal). */
export function ShareRules({ rules, seed }: { rules: Rules; seed?: number }) {
  const [withSeed, setWithSeed] = useState(true);
  const [status, setStatus] = useState('');
  const id = useId();
  const useSeed = withSeed && seed !== undefined;
  const link = rulesLink(encodeRules(useSeed ? { rules, seed } : { rules }));
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setStatus('Link copied. Send it to your table.');
    } catch {
      setStatus('Copy the link from the box above.');
    }
  };
  return (
    <div className="share">
      {seed !== undefined && (
        <label className="check">
          <input
            type="checkbox"
            checked={withSeed}
            onChange={(e) => setWithSeed(e.target.checked)}
          />
          With deal number {seed} (the same deal for everyone)
        </label>
      )}
      <LinkField id={`${id}-link`} label="Link to these rules" link={link} />
      <button type="button" className="btn" onClick={copy}>
        Copy link
      </button>
      <p className="share-status" role="status">
        {status}
      </p>
    </div>
  );
}
