/**
 * The table starts here: it opens the game picked last (or linked), the registry's first
 * when none. A game with screens of its own starts them; any other plays on the platform's
 * screens.
 */
import './platform/ui/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { AnyModule } from './games/registry';
import { followGameLinks, readChoice } from './platform/choice';
import { Shell } from './platform/ui/Shell';

const container = document.getElementById('root');
if (!container) throw new Error('The table: #root element not found');

const entry = readChoice();
document.title = entry.info.name;
followGameLinks(window, entry.info.id);
// Only the game's module says whether the game brings its own screen (`GameModule.screen`);
// a game that fails to load is the Shell's to say so.
void entry.load().then(start, () => start(null));

function start(m: AnyModule | null): void {
  if (!container) return;
  if (m?.screen) {
    void m.screen().then((boot) => boot(container));
    return;
  }
  createRoot(container).render(
    <StrictMode>
      <Shell entry={entry} />
    </StrictMode>,
  );
}
