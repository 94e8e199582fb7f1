import { useEffect, useId, useRef } from 'react';
import { valueLabel } from '../../../platform/rules';
import { FIELD_TEXT, RULES } from '../ruleFieldsText';
import { selectGame } from '../store/selectors';
import { DEMOS, selectDemoView } from '../store/selectors/demos';
import { OpenLog, OpenTableView } from './OpenTable';
import { useActions, useGame } from './StoreContext';
import './lab.css';

/** Rule demos: a ready table per special rule; step it or play it out; toggle its house rule. */
export function DemosScreen() {
  const view = useGame(selectDemoView);
  const game = useGame(selectGame);
  const { openDemo, showNewGame, showTable } = useActions();
  const id = useId();
  const back = game && game.phase !== 'game-over' ? showTable : showNewGame;
  return (
    <div className="lab-screen">
      <header className="topbar">
        <p className="logo small">Kapaga</p>
        <nav aria-label="Demos menu" className="menu">
          {view && (
            <button type="button" className="btn small ghost" onClick={() => openDemo(null)}>
              All demos
            </button>
          )}
          <button type="button" className="btn small ghost" onClick={back}>
            {game && game.phase !== 'game-over' ? 'Back to your game' : 'Back'}
          </button>
        </nav>
      </header>
      {view ? (
        <DemoTable />
      ) : (
        <main className="lab-main" aria-labelledby={`${id}-h`}>
          <h1 id={`${id}-h`} className="lab-title">
            Rule demos
          </h1>
          <p className="lab-lead">
            Each special rule on a small table, every hand face up. Step through it, or play it out;
            then flip its house rule and watch the same moves end differently.
          </p>
          <ul className="demo-list">
            {DEMOS.map((d) => (
              <li key={d.id}>
                <button type="button" className="demo-item" onClick={() => openDemo(d.id)}>
                  <span className="demo-title">{d.title}</span>
                  <span className="demo-rules">{d.rules}</span>
                  <span className="demo-explain">{d.explain}</span>
                </button>
              </li>
            ))}
          </ul>
        </main>
      )}
    </div>
  );
}

function DemoTable() {
  const view = useGame(selectDemoView);
  const { demoStep, toggleDemoRule } = useActions();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const demoId = view?.demo.id;
  useEffect(() => {
    if (demoId) heading.current?.focus();
  }, [demoId]);
  if (!view) return null;
  const { demo } = view;
  const toggle = demo.toggle;
  const flipped =
    toggle && `${FIELD_TEXT[toggle.field].label}: ${valueLabel(RULES, toggle.field, toggle.value)}`;
  return (
    <main className="lab-main demo" aria-labelledby={`${id}-h`}>
      <h1 id={`${id}-h`} className="lab-title" ref={heading} tabIndex={-1}>
        {demo.title} <span className="demo-rules">{demo.rules}</span>
      </h1>
      <p className="lab-lead">{demo.explain}</p>
      <div className="demo-grid">
        <div className="demo-board">
          <OpenTableView table={view.table} label="Demo table" />
          <div className="demo-controls">
            <button
              type="button"
              className="btn"
              disabled={view.at === 0}
              onClick={() => demoStep(0)}
            >
              Restart
            </button>
            <button
              type="button"
              className="btn primary"
              disabled={view.done}
              onClick={() => demoStep(view.at + 1)}
            >
              Step
            </button>
            <button
              type="button"
              className="btn"
              disabled={view.done}
              onClick={() => demoStep(view.last)}
            >
              Play out
            </button>
            <span className="demo-progress">
              Move {view.at} of {view.last}
            </span>
          </div>
          {flipped ? (
            <label className="check demo-toggle">
              <input type="checkbox" checked={view.toggled} onChange={toggleDemoRule} />
              Try it with the house rule changed to {flipped} (replays the demo)
            </label>
          ) : (
            <p className="demo-toggle">
              No house rule changes this one: it plays the same everywhere.
            </p>
          )}
          {view.replaced && (
            <p className="demo-note">
              Under this house rule a scripted move is not allowed: that player draws instead.
            </p>
          )}
          {view.error && <p className="error">{view.error}</p>}
          <div className={`demo-promise${view.done ? ' shown' : ''}`} role="status">
            {view.done && (
              <p>
                <strong>{view.toggled ? 'With the house rule changed:' : 'The result:'}</strong>{' '}
                {view.promise}
              </p>
            )}
          </div>
        </div>
        <OpenLog lines={view.lines} at={view.at} title="What happened" />
      </div>
    </main>
  );
}
