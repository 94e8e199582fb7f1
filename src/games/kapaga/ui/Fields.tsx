import { SpeedSelect as TableSpeed } from '../../../platform/ui/Settings';
import { useGame } from './StoreContext';
import './Fields.css';

/** The game speed: the table's setting (the settings panel and the watch bar). */
export function SpeedSelect({ id }: { id: string }) {
  return <TableSpeed id={id} store={useGame((s) => s.table)} />;
}

/** A link to copy: read-only, selected whole on focus (shared rules, replays). */
export function LinkField({ id, label, link }: { id: string; label: string; link: string }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="share-link"
        readOnly
        value={link}
        onFocus={(e) => e.target.select()}
      />
    </div>
  );
}
