/**
 * Kapaga's own screens, started by the table when Kapaga is picked (the registry's
 * `screen`), until its store moves onto the platform.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { workerThinker } from '../../platform/thinker';
import { watchForUpdates } from '../../platform/updates';
import { App } from './App';
import { startSounds } from './sound';
import { startBotRunner } from './store/botRunner';
import { thinkerDecider } from './store/deciders';
import { createGameStore } from './store/gameStore';
import { startHintRunner } from './store/hintRunner';
import { PRESETS } from './store/selectors';
import { browserLocks, guardTabs } from './store/tabs';
import { WORKER_PATIENCE_MS } from './store/timing';
import { ONCE_PARAMS, readUrlOptions } from './ui/url';

/** The link's options; the ones used once come off the address (a reload does not redo them). */
function takeLinkOptions() {
  const options = readUrlOptions(window.location.search, window.location.hash);
  const url = new URL(window.location.href);
  const hash = new URLSearchParams(url.hash.replace(/^#/, ''));
  const once = (p: URLSearchParams) => ONCE_PARAMS.some((k) => p.has(k));
  if (once(url.searchParams) || once(hash)) {
    for (const k of ONCE_PARAMS) {
      url.searchParams.delete(k);
      hash.delete(k);
    }
    url.hash = hash.size ? `#${hash}` : '';
    window.history.replaceState(null, '', url);
  }
  return options;
}

/** Starts Kapaga's own screens in `container` (its store, bots, hint, sounds, updates). */
export function boot(container: HTMLElement): void {
  const defaults = takeLinkOptions();
  const store = createGameStore({ fresh: defaults.fresh });
  if (defaults.speed) store.getState().table.getState().change({ speed: defaults.speed });
  if (defaults.preset) store.getState().setChosenRules({ ...PRESETS[defaults.preset] });
  const hasCode = (o: typeof defaults) =>
    o.rules !== undefined || o.replay !== undefined || o.lab !== undefined;
  if (hasCode(defaults)) store.getState().openLink(defaults);
  // A link pasted into this tab changes only the fragment: open it without a reload.
  window.addEventListener('hashchange', () => {
    const o = takeLinkOptions();
    if (hasCode(o)) store.getState().openLink(o);
  });
  guardTabs(store, browserLocks());
  // The expert thinks in the table's worker, so no frame waits on it (its moves and advice).
  const thinker = workerThinker(
    () => new Worker(new URL('../../platform/botWorker.ts', import.meta.url), { type: 'module' }),
    () =>
      store.setState({
        notice:
          'The expert’s helper stopped answering, so the expert now thinks on the page itself: moves may take a moment longer.',
      }),
    WORKER_PATIENCE_MS,
  );
  const decide = thinkerDecider(thinker);
  startBotRunner(store, { decide });
  startHintRunner(store, decide);
  startSounds(store);

  // Installable and offline (vite-plugin-pwa): a new version says so, and starts next time.
  if ('serviceWorker' in navigator && import.meta.env.PROD)
    void import('virtual:pwa-register').then(({ registerSW }) =>
      watchForUpdates('Kapaga', registerSW, (notice) => store.setState({ notice })),
    );

  createRoot(container).render(
    <StrictMode>
      <App store={store} defaults={defaults} />
    </StrictMode>,
  );
}
