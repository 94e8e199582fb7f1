import { type CSSProperties, type FormEvent, useId, useState } from 'react';
import { LEVEL_NAMES, LEVELS, type Level } from '../bots/types';
import { PRESET_NAMES, type PresetName } from '../engine';
import { BOT_NAMES } from '../store/gameStore';
import {
  maxOpponents,
  PRESET_BLURBS,
  selectError,
  selectGame,
  selectNotice,
  selectResults,
} from '../store/selectors';
import { CardFace } from './Card';
import { useActions, useGame } from './StoreContext';
import type { UrlOptions } from './url';

const PRESET_TITLES: Record<PresetName, string> = {
  grayzone: 'Grayzone',
  classic: 'Classic',
  'crazy-eights': 'Crazy Eights',
};

const COUNTS = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const HERO = ['AS', '8H', 'JK', '2D'];

export function NewGame({ defaults = {} }: { defaults?: UrlOptions }) {
  const { startMatch, dismissNotice, openPanel, showTable } = useActions();
  const notice = useGame(selectNotice);
  const error = useGame(selectError);
  const game = useGame(selectGame);
  const results = useGame(selectResults);
  const [name, setName] = useState('You');
  const [preset, setPreset] = useState<PresetName>(defaults.preset ?? 'grayzone');
  const [count, setCount] = useState(defaults.opponents ?? 3);
  const [level, setLevel] = useState<Level>(defaults.level ?? 'medium');
  const [perSeat, setPerSeat] = useState<(Level | 'same')[]>(() => Array(9).fill('same'));
  const [seed, setSeed] = useState(defaults.seed === undefined ? '' : String(defaults.seed));
  const id = useId();
  const max = maxOpponents(preset);
  const opponents = Math.min(count, max);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = seed.trim();
    startMatch({
      name,
      preset,
      opponents: Array.from({ length: opponents }, (_, i) => {
        const own = perSeat[i] ?? 'same';
        return { level: own === 'same' ? level : own };
      }),
      seed: /^-?\d+$/.test(trimmed) ? Number(trimmed) : undefined,
    });
  };

  return (
    <main className="newgame" aria-labelledby={`${id}-h`}>
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
        <p className="tagline">
          Crazy Eights with a shout. Empty your hand, and yell KAPAGA! first.
        </p>
      </header>
      {notice && (
        <div className="notice" role="status">
          <p>{notice}</p>
          <button type="button" onClick={dismissNotice}>
            OK
          </button>
        </div>
      )}
      <form className="newgame-form" onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${id}-name`}>Your name</label>
          <input
            id={`${id}-name`}
            value={name}
            maxLength={20}
            autoComplete="nickname"
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div className="field-row">
          <div className="field">
            <label htmlFor={`${id}-count`}>Opponents</label>
            <select
              id={`${id}-count`}
              value={opponents}
              onChange={(e) => setCount(Number(e.target.value))}
            >
              {COUNTS.slice(0, max).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-level`}>Their level</label>
            <select
              id={`${id}-level`}
              value={level}
              onChange={(e) => setLevel(e.target.value as Level)}
            >
              {LEVELS.map((l) => (
                <option key={l} value={l}>
                  {LEVEL_NAMES[l]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <details className="more">
          <summary>Level per opponent</summary>
          <div className="per-seat">
            {Array.from({ length: opponents }, (_, i) => (
              <div className="field" key={BOT_NAMES[i] ?? i}>
                <label htmlFor={`${id}-seat-${i}`}>{BOT_NAMES[i] ?? `Bot ${i + 1}`}</label>
                <select
                  id={`${id}-seat-${i}`}
                  value={perSeat[i] ?? 'same'}
                  onChange={(e) => {
                    const next = perSeat.slice();
                    next[i] = e.target.value as Level | 'same';
                    setPerSeat(next);
                  }}
                >
                  <option value="same">Same as all ({LEVEL_NAMES[level]})</option>
                  {LEVELS.map((l) => (
                    <option key={l} value={l}>
                      {LEVEL_NAMES[l]}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </div>
        </details>
        <fieldset className="presets">
          <legend>House rules</legend>
          {PRESET_NAMES.map((p) => (
            <label key={p} className={`preset${preset === p ? ' chosen' : ''}`}>
              <input
                type="radio"
                name={`${id}-preset`}
                value={p}
                checked={preset === p}
                onChange={() => setPreset(p)}
              />
              <span className="preset-title">{PRESET_TITLES[p]}</span>
              <span className="preset-blurb">{PRESET_BLURBS[p]}</span>
            </label>
          ))}
        </fieldset>
        <details className="more" open={defaults.seed !== undefined}>
          <summary>More options</summary>
          <div className="field">
            <label htmlFor={`${id}-seed`}>Deal number (seed, optional)</label>
            <input
              id={`${id}-seed`}
              inputMode="numeric"
              value={seed}
              placeholder="random"
              onChange={(e) => setSeed(e.target.value)}
            />
          </div>
        </details>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        <div className="newgame-actions">
          <button type="submit" className="btn primary big">
            Start
          </button>
          {game && game.phase !== 'game-over' && (
            <button type="button" className="btn" onClick={showTable}>
              Back to your game
            </button>
          )}
        </div>
      </form>
      <nav className="newgame-links" aria-label="Help">
        <button type="button" className="link" onClick={() => openPanel('howto')}>
          How to play
        </button>
        <button type="button" className="link" onClick={() => openPanel('rules')}>
          Rules
        </button>
        <button type="button" className="link" onClick={() => openPanel('settings')}>
          Settings
        </button>
      </nav>
      {results.length > 0 && (
        <section className="results" aria-labelledby={`${id}-res`}>
          <h2 id={`${id}-res`}>Past games</h2>
          <ol>
            {results
              .slice(-5)
              .reverse()
              .map((r) => (
                <li key={r.at}>
                  {r.youWon ? 'You won' : `${r.winners.join(' and ')} won`} · {r.players} players ·{' '}
                  {r.rounds} rounds · your score {r.yourScore}
                </li>
              ))}
          </ol>
        </section>
      )}
    </main>
  );
}
