import { lazy, Suspense, useState } from 'react';
import { createGameStore, type GameStore } from './store/gameStore';
import { selectPanel, selectScreen, selectSettings } from './store/selectors';
import { NewGame } from './ui/NewGame';
import { SettingsPanel } from './ui/Settings';
import { StoreProvider, useGame } from './ui/StoreContext';
import { Table } from './ui/Table';
import type { UrlOptions } from './ui/url';
import './ui/styles.css';

// The reference pages are read now and then: loaded when first opened.
const RulesPanel = lazy(() => import('./ui/RulesPage').then((m) => ({ default: m.RulesPanel })));
const HowToPanel = lazy(() => import('./ui/RulesPage').then((m) => ({ default: m.HowToPanel })));

function Screens({ defaults }: { defaults?: UrlOptions }) {
  const screen = useGame(selectScreen);
  const panel = useGame(selectPanel);
  const { fourColour } = useGame(selectSettings);
  return (
    <div className={`app${fourColour ? ' four-colour' : ''}`}>
      {screen === 'table' ? <Table /> : <NewGame defaults={defaults} />}
      {panel === 'settings' && <SettingsPanel />}
      <Suspense fallback={<div className="backdrop" />}>
        {panel === 'rules' && <RulesPanel />}
        {panel === 'howto' && <HowToPanel />}
      </Suspense>
    </div>
  );
}

export function App({ store, defaults }: { store?: GameStore; defaults?: UrlOptions }) {
  const [own] = useState(() => store ?? createGameStore({ storage: null }));
  return (
    <StoreProvider store={own}>
      <Screens defaults={defaults} />
    </StoreProvider>
  );
}
