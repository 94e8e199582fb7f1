import {
  selectGame,
  selectHandoff,
  selectMeOut,
  selectMode,
  selectPhase,
  selectPresetName,
  selectViewer,
} from '../store/selectors';
import { Controls } from './Controls';
import { Fx } from './Fx';
import { Hand } from './Hand';
import { HandoffCard, PassBanner } from './Handoff';
import { GameLog, LiveLog } from './Log';
import { Pile } from './Pile';
import { GameOver, RoundOver } from './RoundOver';
import { RulesCard } from './RulesCard';
import { MySeatLine, Opponents } from './Seats';
import { useActions, useGame } from './StoreContext';
import { PRESET_TITLES } from './titles';
import { WatchBar } from './WatchBar';
import './Table.css';

export function TopBar() {
  const { openPanel, showNewGame } = useActions();
  const game = useGame(selectGame);
  const preset = useGame(selectPresetName);
  const mode = useGame(selectMode);
  return (
    <header className="topbar">
      <h1 className="logo small">Kapaga</h1>
      {game && (
        <p className="round-info">
          Round {game.round} · {PRESET_TITLES[preset as keyof typeof PRESET_TITLES] ?? preset}
          {mode === 'watch' ? ' · watching' : mode === 'pass' ? ' · pass and play' : ''}
        </p>
      )}
      <nav aria-label="Game menu" className="menu">
        <button type="button" className="btn small ghost" onClick={() => openPanel('howto')}>
          How to play
        </button>
        <button type="button" className="btn small ghost" onClick={() => openPanel('rules')}>
          Rules
        </button>
        <button type="button" className="btn small ghost" onClick={() => openPanel('settings')}>
          Settings
        </button>
        <button type="button" className="btn small ghost" onClick={() => openPanel('replays')}>
          Replay
        </button>
        <button type="button" className="btn small ghost" onClick={showNewGame}>
          New game
        </button>
      </nav>
    </header>
  );
}

/** The bottom of the table: the hand of the person on screen, or what stands in for it. */
function MySide() {
  const viewer = useGame(selectViewer);
  const mode = useGame(selectMode);
  const handoff = useGame(selectHandoff);
  const out = useGame(selectMeOut);
  if (mode === 'watch')
    return (
      <section className="me" aria-label="Watching the bots">
        <WatchBar />
      </section>
    );
  if (viewer === null)
    return (
      <section className="me" aria-label="No hand shown">
        <p className="between">
          {handoff
            ? `Every hand is hidden. Pass the device to ${handoff.name}.`
            : 'The bots are playing. Every hand stays hidden until a person’s turn.'}
        </p>
      </section>
    );
  return (
    <section className="me" aria-label={mode === 'solo' ? 'You' : 'Your hand and buttons'}>
      <MySeatLine />
      {out && <p className="out-note">You are out of this match: watch the others play it out.</p>}
      {handoff && <PassBanner />}
      <Hand />
      <Controls />
    </section>
  );
}

export function Table() {
  const phase = useGame(selectPhase);
  const viewer = useGame(selectViewer);
  const handoff = useGame(selectHandoff);
  return (
    <>
      <TopBar />
      <main className="table-screen">
        <section className="felt" aria-label="Card table">
          <Opponents />
          <Pile />
          <MySide />
          {phase === 'playing' && handoff && viewer === null && (
            <div className="overlay handoff-overlay">
              <HandoffCard />
            </div>
          )}
          {phase === 'round-over' && (
            <div className="overlay">
              <RoundOver />
            </div>
          )}
          {phase === 'game-over' && (
            <div className="overlay">
              <GameOver />
            </div>
          )}
        </section>
        <RulesCard />
        <GameLog />
        <LiveLog />
        <Fx />
      </main>
    </>
  );
}
