import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { startBotRunner } from './store/botRunner';
import { browserDecider } from './store/deciders';
import { createGameStore } from './store/gameStore';
import { readUrlOptions } from './ui/url';

const container = document.getElementById('root');
if (!container) {
  throw new Error('Kapaga: #root element not found');
}

const defaults = readUrlOptions(window.location.search);
if (defaults.fresh) {
  // `?fresh` skips the save once; a reload later resumes the match started here.
  const url = new URL(window.location.href);
  url.searchParams.delete('fresh');
  window.history.replaceState(null, '', url);
}
const store = createGameStore({ fresh: defaults.fresh });
if (defaults.speed) store.getState().updateSettings({ speed: defaults.speed });
startBotRunner(store, {
  // The expert thinks in a worker, so no frame waits on it.
  decide: browserDecider(
    () => new Worker(new URL('./store/botWorker.ts', import.meta.url), { type: 'module' }),
  ),
});

createRoot(container).render(
  <StrictMode>
    <App store={store} defaults={defaults} />
  </StrictMode>,
);
