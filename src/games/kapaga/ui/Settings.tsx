import { useId } from 'react';
import { Dialog } from '../../../platform/ui/Dialog';
import { AdviserField, SoundFields } from '../../../platform/ui/Settings';
import { PREFS } from '../prefs';
import { selectSettings } from '../store/selectors';
import { SpeedSelect } from './Fields';
import { prefersReducedMotion } from './motion';
import { useActions, useGame } from './StoreContext';
import './Settings.css';

export function SettingsPanel() {
  const s = useGame(selectSettings);
  const table = useGame((x) => x.table);
  const { updateSettings, openPanel } = useActions();
  const id = useId();
  return (
    <Dialog title="Settings" onClose={() => openPanel(null)}>
      <form className="settings" onSubmit={(e) => e.preventDefault()}>
        <fieldset>
          <legend>{PREFS.text.sortBy.label}</legend>
          {(['suit', 'rank'] as const).map((v) => (
            <label key={v} className="check">
              <input
                type="radio"
                name={`${id}-sort`}
                checked={s.sortBy === v}
                onChange={() => updateSettings({ sortBy: v })}
              />
              {PREFS.text.sortBy.options?.[v]}
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
          {PREFS.text.hints.label}
        </label>
        <AdviserField store={table} />
        <label className="check">
          <input
            type="checkbox"
            checked={s.fourColour}
            onChange={(e) => updateSettings({ fourColour: e.target.checked })}
          />
          {PREFS.text.fourColour.label}
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={s.muteChants}
            onChange={(e) => updateSettings({ muteChants: e.target.checked })}
          />
          {PREFS.text.muteChants.label}
        </label>
        <fieldset className="table-settings">
          <legend>Sound</legend>
          <SoundFields store={table} />
        </fieldset>
        {prefersReducedMotion() && (
          <p className="muted">Your system asks for reduced motion: cards do not fly.</p>
        )}
      </form>
    </Dialog>
  );
}
