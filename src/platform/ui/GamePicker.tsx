/** The games on this table, Kapaga first: picking one opens its own screens. */
import { GAMES } from '../../games/registry';
import { pickGame } from '../choice';

export function GamePicker({ current }: { current: string }) {
  return (
    <nav className="game-picker" aria-label="Games">
      {GAMES.map((g) => (
        <button
          key={g.info.id}
          type="button"
          className="game-pick"
          aria-current={g.info.id === current ? 'page' : undefined}
          title={g.info.tagline}
          onClick={() => g.info.id !== current && pickGame(g.info.id)}
        >
          {g.info.name}
        </button>
      ))}
    </nav>
  );
}
