import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { PRESETS } from './engine';
import { startBotRunner } from './store/botRunner';
import { browserDecider } from './store/deciders';
import { createGameStore } from './store/gameStore';
import { ONCE_PARAMS, readUrlOptions } from './ui/url';

const container = document.getElementById('root');
if (!container) {
  throw new Error('Kapaga: #root element not found');
}

const defaults = readUrlOptions(window.location.search);
const url = new URL(window.location.href);
if (ONCE_PARAMS.some((k) => url.searchParams.has(k))) {
  // `?fresh` skips the save once (a reload later resumes the match started here); a shared
  // rules or replay link is opened once.
  for (const k of ONCE_PARAMS) url.searchParams.delete(k);
  window.history.replaceState(null, '', url);
}
const store = createGameStore({ fresh: defaults.fresh });
if (defaults.speed) store.getState().updateSettings({ speed: defaults.speed });
if (defaults.preset) store.getState().setChosenRules({ ...PRESETS[defaults.preset] });
if (defaults.rules !== undefined || defaults.replay !== undefined)
  store.getState().openLink(defaults);
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
