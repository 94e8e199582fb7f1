/**
 * A game on the page: the platform's screens (the Shell), which load its module and say so
 * when it cannot load. The page's entry (main.tsx) names no module member: it calls this.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Entry } from '../games/registry';
import { Shell } from './ui/Shell';

export function startTable(container: HTMLElement, entry: Entry): void {
  createRoot(container).render(
    <StrictMode>
      <Shell entry={entry} />
    </StrictMode>,
  );
}
