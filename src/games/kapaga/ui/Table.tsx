import { useEffect } from 'react';
import {
  selectGame,
  selectHandoff,
  selectMeOut,
  selectMode,
  selectPhase,
  selectPresetName,
  selectViewer,
} from '../store/selectors';
import { Felt, MyHand } from '../table/Felt';
import { useDisclosure } from './disclosure';
import { HandoffCard, PassBanner } from './Handoff';
import { GameLog, LiveLog } from './Log';
import { backToTop } from './motion';
import { GameOver, RoundOver } from './RoundOver';
import { RulesCard } from './RulesCard';
import { useActions, useGame } from './StoreContext';
import { StoreFelt } from './StoreFelt';
import { PRESET_TITLES } from './titles';
import { WatchBar } from './WatchBar';
import './Table.css';

/** The five ways off the table: in a row, or behind one "Menu" button on narrow screens. */
const MENU = [
  ['How to play', 'howto'],
  ['Rules', 'rules'],
  ['Settings', 'settings'],
  ['Replay', 'replays'],
] as const;

export function TopBar() {
  const { openPanel, showNewGame } = useActions();
  const game = useGame(selectGame);
  const preset = useGame(selectPresetName);
  const mode = useGame(selectMode);
  const { open, setOpen, box: bar, button, shownId, toggle } = useDisclosure<HTMLElement>();
  /** Close the menu first, with focus on its button: a panel closing gives focus back there. */
  const go = (then: () => void) => {
    if (open) {
      setOpen(false);
      button.current?.focus();
    }
    then();
  };
  return (
    <header ref={bar} className="topbar table-bar">
      <h1 className="logo small">Kapaga</h1>
      {game && (
        <p className="round-info">
          Round {game.round} · {PRESET_TITLES[preset as keyof typeof PRESET_TITLES] ?? preset}
          {mode === 'watch' ? ' · watching' : mode === 'pass' ? ' · pass and play' : ''}
        </p>
      )}
      <button {...toggle} className="btn small ghost menu-toggle">
        <span className="menu-icon" aria-hidden="true" />
        Menu
      </button>
      <nav id={shownId} aria-label="Game menu" className={`menu${open ? ' open' : ''}`}>
        {MENU.map(([label, panel]) => (
          <button
            key={panel}
            type="button"
            className="btn small ghost"
            onClick={() => go(() => openPanel(panel))}
          >
            {label}
          </button>
        ))}
        <button type="button" className="btn small ghost" onClick={() => go(showNewGame)}>
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
      <MyHand
        before={
          <>
            {out && (
              <p className="out-note">You are out of this match: watch the others play it out.</p>
            )}
            {handoff && <PassBanner />}
          </>
        }
      />
    </section>
  );
}

export function Table() {
  const phase = useGame(selectPhase);
  const viewer = useGame(selectViewer);
  const handoff = useGame(selectHandoff);
  // The table fits the screen: it opens at the top, wherever the page before was scrolled to.
  useEffect(backToTop, []);
  return (
    <div className="table-page">
      <TopBar />
      <main className="table-screen">
        <StoreFelt>
          <Felt me={<MySide />}>
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
          </Felt>
        </StoreFelt>
        <div className="table-side">
          <RulesCard />
          <GameLog />
        </div>
        <LiveLog />
      </main>
    </div>
  );
}
