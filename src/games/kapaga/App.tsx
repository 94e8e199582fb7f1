import '../../platform/ui/base.css';
import { lazy, Suspense, useState } from 'react';
import { createGameStore, type GameStore } from './store/gameStore';
import { selectPanel, selectScreen, selectSettings } from './store/selectors';
import { Coach } from './ui/Coach';
import { NewGame } from './ui/NewGame';
import { Notice, OtherTab, SaveProblem, ScreenBoundary } from './ui/Problems';
import { SettingsPanel } from './ui/Settings';
import { StoreProvider, useGame, useGameStore } from './ui/StoreContext';
import { Table } from './ui/Table';
import type { UrlOptions } from './ui/url';

// The reference pages, demos and replays are opened now and then: loaded when first opened.
const RulesPanel = lazy(() => import('./ui/RulesPage').then((m) => ({ default: m.RulesPanel })));
const HowToPanel = lazy(() => import('./ui/RulesPage').then((m) => ({ default: m.HowToPanel })));
const ReplaysPanel = lazy(() => import('./ui/Replays').then((m) => ({ default: m.ReplaysPanel })));
const ReplayScreen = lazy(() => import('./ui/Replays').then((m) => ({ default: m.ReplayScreen })));
const DemosScreen = lazy(() => import('./ui/Demos').then((m) => ({ default: m.DemosScreen })));
const LabScreen = lazy(() => import('./ui/Lab').then((m) => ({ default: m.LabScreen })));
const StatsScreen = lazy(() => import('./ui/Stats').then((m) => ({ default: m.StatsScreen })));

const SCREEN_NAMES = {
  table: 'the table',
  new: 'the new-game screen',
  demos: 'the rule demos',
  replay: 'the replay',
  lab: 'the rules lab',
  stats: 'your stats',
} as const;

function Screens({ defaults }: { defaults?: UrlOptions }) {
  const screen = useGame(selectScreen);
  const panel = useGame(selectPanel);
  const { fourColour } = useGame(selectSettings);
  const store = useGameStore();
  return (
    <div className={`app${fourColour ? ' four-colour' : ''}`}>
      <SaveProblem />
      <Notice />
      <ScreenBoundary key={screen} store={store} what={SCREEN_NAMES[screen]}>
        <Suspense fallback={<p className="loading">Loading…</p>}>
          {screen === 'table' && <Table />}
          {screen === 'new' && <NewGame defaults={defaults} />}
          {screen === 'demos' && <DemosScreen />}
          {screen === 'replay' && <ReplayScreen />}
          {screen === 'lab' && <LabScreen />}
          {screen === 'stats' && <StatsScreen />}
        </Suspense>
      </ScreenBoundary>
      <ScreenBoundary key={panel ?? 'none'} store={store} what="this panel">
        {panel === 'settings' && <SettingsPanel />}
        <Suspense fallback={<div className="backdrop" />}>
          {panel === 'rules' && <RulesPanel />}
          {panel === 'howto' && <HowToPanel />}
          {panel === 'replays' && <ReplaysPanel />}
        </Suspense>
      </ScreenBoundary>
      {screen === 'table' && <Coach />}
      <OtherTab />
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
