import { type CSSProperties, useId } from 'react';
import { GamePicker } from '../../../platform/ui/GamePicker';
import { INFO as KAPAGA } from '../info';
import { selectGame, selectNotice, selectResults } from '../store/selectors';
import { CardFace } from '../table/Card';
import { useLeaveFirst } from './LeaveMatch';
import { NewGameForm } from './NewGameForm';
import { useActions, useGame } from './StoreContext';
import type { UrlOptions } from './url';
import './NewGame.css';

const HERO = ['AS', '8H', 'JK', '2D'];

/** The new-game screen: the head, the form that sets up a match, the help links, past games. */
export function NewGame({ defaults = {} }: { defaults?: UrlOptions }) {
  const { startLesson } = useActions();
  // Starting a match or the lesson first asks before leaving a match that is running.
  const { ask, question } = useLeaveFirst();
  const lesson = () => ask(startLesson);
  const game = useGame(selectGame);
  const results = useGame(selectResults);
  const id = useId();
  return (
    <main className="newgame" aria-labelledby={`${id}-h`}>
      <Masthead id={id} />
      {results.length === 0 && !game && <LearnInvite onLearn={lesson} />}
      <Notice />
      <NewGameForm id={id} defaults={defaults} ask={ask} />
      <HelpLinks onLearn={lesson} />
      {question}
      {results.length > 0 && <PastGames id={id} />}
    </main>
  );
}

/** The screen's head: a fan of cards, the name, the tagline and the game picker. */
function Masthead({ id }: { id: string }) {
  return (
    <header className="newgame-head">
      <div className="hero-fan" aria-hidden="true">
        {HERO.map((code, i) => (
          <span key={code} style={{ '--i': i - 1.5 } as CSSProperties}>
            <CardFace code={code} />
          </span>
        ))}
      </div>
      <h1 id={`${id}-h`} className="logo">
        Kapaga
      </h1>
      <p className="tagline">Crazy Eights with a shout. Empty your hand, and yell KAPAGA! first.</p>
      <GamePicker current={KAPAGA.id} />
    </header>
  );
}

/** For a newcomer (no game, no past games): the offer of the guided first round. */
function LearnInvite({ onLearn }: { onLearn: () => void }) {
  return (
    <section className="learn" aria-label="New to Kapaga?">
      <p>
        New to Kapaga? <strong>Learn by playing</strong>: a guided first round where every special
        card comes up, then a normal match.
      </p>
      <button type="button" className="btn primary" onClick={onLearn}>
        Learn to play
      </button>
    </section>
  );
}

/** The store's notice, if any, until the player says OK. */
function Notice() {
  const { dismissNotice } = useActions();
  const notice = useGame(selectNotice);
  if (!notice) return null;
  return (
    <div className="notice" role="status">
      <p>{notice}</p>
      <button type="button" onClick={dismissNotice}>
        OK
      </button>
    </div>
  );
}

/** The links to help, the lab, stats, replays and settings. */
function HelpLinks({ onLearn }: { onLearn: () => void }) {
  const { openPanel, showDemos, openLab, showStats } = useActions();
  return (
    <nav className="newgame-links" aria-label="Help">
      <button type="button" className="link" onClick={() => openPanel('howto')}>
        How to play
      </button>
      <button type="button" className="link" onClick={() => openPanel('rules')}>
        Rules
      </button>
      <button type="button" className="link" onClick={showDemos}>
        Rule demos
      </button>
      <button type="button" className="link" onClick={() => openLab()}>
        Rules lab
      </button>
      <button type="button" className="link" onClick={showStats}>
        Your stats
      </button>
      <button type="button" className="link" onClick={onLearn}>
        Learn to play
      </button>
      <button type="button" className="link" onClick={() => openPanel('replays')}>
        Replays
      </button>
      <button type="button" className="link" onClick={() => openPanel('settings')}>
        Settings
      </button>
    </nav>
  );
}

/** The last five results, newest first. */
function PastGames({ id }: { id: string }) {
  const results = useGame(selectResults);
  return (
    <section className="results" aria-labelledby={`${id}-res`}>
      <h2 id={`${id}-res`}>Past games</h2>
      <ol>
        {results
          .slice(-5)
          .reverse()
          .map((r) => (
            <li key={r.at}>
              {r.youWon ? 'You won' : `${r.winners.join(' and ')} won`} · {r.players} players ·{' '}
              {r.rounds} rounds{r.shared ? '' : ` · your score ${r.yourScore}`}
            </li>
          ))}
      </ol>
    </section>
  );
}
