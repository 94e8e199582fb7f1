import { selectGame, selectMeOut, selectPhase, selectPresetName } from '../store/selectors';
import { Controls } from './Controls';
import { Fx } from './Fx';
import { Hand } from './Hand';
import { GameLog, LiveLog } from './Log';
import { Pile } from './Pile';
import { GameOver, RoundOver } from './RoundOver';
import { MySeatLine, Opponents } from './Seats';
import { useActions, useGame } from './StoreContext';

const PRESET_TITLES: Record<string, string> = {
  grayzone: 'Grayzone',
  classic: 'Classic',
  'crazy-eights': 'Crazy Eights',
  custom: 'Custom rules',
};

export function TopBar() {
  const { openPanel, showNewGame } = useActions();
  const game = useGame(selectGame);
  const preset = useGame(selectPresetName);
  return (
    <header className="topbar">
      <h1 className="logo small">Kapaga</h1>
      {game && (
        <p className="round-info">
          Round {game.round} · {PRESET_TITLES[preset] ?? preset}
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
        <button type="button" className="btn small ghost" onClick={showNewGame}>
          New game
        </button>
      </nav>
    </header>
  );
}

export function Table() {
  const phase = useGame(selectPhase);
  const out = useGame(selectMeOut);
  return (
    <>
      <TopBar />
      <main className="table-screen">
        <section className="felt" aria-label="Card table">
          <Opponents />
          <Pile />
          <section className="me" aria-label="You">
            <MySeatLine />
            {out && (
              <p className="out-note">You are out of this match: watch the others play it out.</p>
            )}
            <Hand />
            <Controls />
          </section>
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
        <GameLog />
        <LiveLog />
        <Fx />
      </main>
    </>
  );
}
