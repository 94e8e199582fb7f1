/**
 * A game on the page: its module loaded once, then its own screens if it brings them
 * (`GameModule.screen`), else the platform's (the Shell). A game that fails to load is the
 * Shell's to say so. The page's entry (main.tsx) names no module member: it calls this.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { AnyModule, Entry } from '../games/registry';
import { Shell } from './ui/Shell';

export function startTable(container: HTMLElement, entry: Entry): void {
  const start = (m: AnyModule | null) => {
    if (m?.screen) {
      void m.screen().then((boot) => boot(container));
      return;
    }
    createRoot(container).render(
      <StrictMode>
        <Shell entry={entry} />
      </StrictMode>,
    );
  };
  void entry.load().then(start, () => start(null));
}
