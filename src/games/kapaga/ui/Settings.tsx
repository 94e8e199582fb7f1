import { useId } from 'react';
import { Dialog } from '../../../platform/ui/Dialog';
import { selectSettings } from '../store/selectors';
import { SpeedSelect } from './Fields';
import { prefersReducedMotion } from './motion';
import { useActions, useGame } from './StoreContext';
import './Settings.css';

export function SettingsPanel() {
  const s = useGame(selectSettings);
  const { updateSettings, openPanel } = useActions();
  const id = useId();
  return (
    <Dialog title="Settings" onClose={() => openPanel(null)}>
      <form className="settings" onSubmit={(e) => e.preventDefault()}>
        <fieldset>
          <legend>Sort your hand by</legend>
          {(['suit', 'rank'] as const).map((v) => (
            <label key={v} className="check">
              <input
                type="radio"
                name={`${id}-sort`}
                checked={s.sortBy === v}
                onChange={() => updateSettings({ sortBy: v })}
              />
              {v === 'suit' ? 'Suit' : 'Rank'}
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-speed`}>Game speed</label>
          <SpeedSelect id={`${id}-speed`} />
        </div>
        <label className="check">
          <input
            type="checkbox"
            checked={s.hints}
            onChange={(e) => updateSettings({ hints: e.target.checked })}
          />
          Mark the cards I can play
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={s.adviser}
            onChange={(e) => updateSettings({ adviser: e.target.checked })}
          />
          What would the expert do? Show its move on my turn (counted as a hint)
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={s.fourColour}
            onChange={(e) => updateSettings({ fourColour: e.target.checked })}
          />
          Four-colour suits (♦ blue, ♣ green)
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={s.muteChants}
            onChange={(e) => updateSettings({ muteChants: e.target.checked })}
          />
          Mute the bots' “Nearly KAPAGA!” chants
        </label>
        <fieldset>
          <legend>Sound</legend>
          <label className="check">
            <input
              type="checkbox"
              checked={s.sound}
              onChange={(e) => updateSettings({ sound: e.target.checked })}
            />
            Sounds for plays, draws, penalties, KAPAGA! and the end of a round
          </label>
          <div className="field">
            <label htmlFor={`${id}-volume`}>Volume</label>
            <input
              id={`${id}-volume`}
              type="range"
              min={0}
              max={100}
              step={5}
              value={s.volume}
              disabled={!s.sound}
              onChange={(e) => updateSettings({ volume: Number(e.target.value) })}
            />
          </div>
          <label className="check">
            <input
              type="checkbox"
              checked={s.quietWhenReduced}
              disabled={!s.sound}
              onChange={(e) => updateSettings({ quietWhenReduced: e.target.checked })}
            />
            Quiet when my system asks for reduced motion
          </label>
        </fieldset>
        {prefersReducedMotion() && (
          <p className="muted">Your system asks for reduced motion: cards do not fly.</p>
        )}
      </form>
    </Dialog>
  );
}
