/** The other seats around the table: name, team colour, tricks and their square, cards shown. */
import { CardFace } from '../../../kit/CardFace';
import { LEVEL_NAMES } from '../../../kit/levels';
import { teamName } from '../../../kit/teams';
import type { Narrator, Player } from '../../module';
import { type PlayerView, squareOf } from '../engine';
import { cardToken } from '../words';
import './Seats.css';

const nameOf = (n: Narrator, s: number) => (n.you === s ? 'You' : (n.names[s] ?? `Seat ${s + 1}`));

/** A small card face with its name for a screen reader. */
export function Mini({ code }: { code: string }) {
  const t = cardToken(code);
  return (
    <span className="lk-mini" role="img" aria-label={t.kind === 'card' ? t.spoken : code}>
      <CardFace code={code} small />
    </span>
  );
}

/** L15: "2 tricks · 4": the tricks a seat took this round and the square they score. */
export function TricksTaken({ k }: { k: number }) {
  return (
    <span className="lk-tricks" title={`${k} trick${k === 1 ? '' : 's'}, worth ${squareOf(k)}`}>
      {k} trick{k === 1 ? '' : 's'} <span aria-hidden="true">→</span>
      <span className="sr-only">, worth</span> {squareOf(k)}
    </span>
  );
}

/** One seat's head: name, level, team, marks for what it is doing now, score. */
export function SeatHead({
  v,
  n,
  s,
  team,
  player,
}: {
  v: PlayerView;
  n: Narrator;
  s: number;
  team: number | null;
  player?: Player;
}) {
  const playing = v.phase === 'playing';
  const onTurn = playing && v.stage !== 'expose' && v.turn === s;
  const choosing = playing && v.stage === 'expose' && v.toAct.includes(s);
  return (
    <div className="lk-head">
      <span className="lk-head-1">
        <bdi className="lk-name">{nameOf(n, s)}</bdi>
        <span className="lk-score">{v.scores[s]} pts</span>
      </span>
      <span className="lk-head-2">
        <span className={`lk-team t${team ?? 0}`}>{teamName(team)}</span>
        {player?.kind === 'bot' && player.level && (
          <span className="lk-level">{LEVEL_NAMES[player.level]}</span>
        )}
        {v.dealer === s && <span className="lk-badge">dealer</span>}
        {onTurn && (
          <span className="lk-badge turn">{v.stage === 'exchange' ? 'exchanging' : 'to play'}</span>
        )}
        {choosing && <span className="lk-badge turn">choosing</span>}
        {playing && v.stage === 'expose' && !choosing && <span className="lk-badge">chosen</span>}
      </span>
    </div>
  );
}

/** Every seat but the viewer's, in play order from the viewer's left. */
export function Seats({
  v,
  n,
  teams,
  players,
}: {
  v: PlayerView;
  n: Narrator;
  teams: readonly number[] | null;
  players?: readonly Player[];
}) {
  const me = v.seat;
  const others =
    me < 0
      ? Array.from({ length: v.players }, (_, s) => s)
      : Array.from({ length: v.players - 1 }, (_, i) => (me + 1 + i) % v.players);
  return (
    <ul className={`lk-seats n${others.length}`}>
      {others.map((s) => {
        const team = teams?.[s] ?? null;
        const up = v.faceUp[s] ?? [];
        const married = v.married[s] ?? [];
        return (
          <li key={s} className={`lk-seat t${team ?? 0}`} aria-label={`${nameOf(n, s)}'s seat`}>
            <SeatHead v={v} n={n} s={s} team={team} player={players?.[s]} />
            <div className="lk-seat-row">
              <TricksTaken k={v.tricks[s] ?? 0} />
              {(v.marriages[s] ?? 0) > 0 && (
                <span className="lk-wed">
                  {v.marriages[s] === 1 ? 'marriage' : `${v.marriages[s]} marriages`}
                </span>
              )}
            </div>
            {(up.length > 0 || married.length > 0) && (
              <div className="lk-shown">
                {up.map((c, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a hand may hold a card twice
                  <Mini key={i} code={c} />
                ))}
                {married.filter((c) => !up.includes(c)).length > 0 && (
                  <span className="lk-married-note">
                    married:{' '}
                    {married
                      .filter((c) => !up.includes(c))
                      .map((c, i) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: cards may repeat
                        <Mini key={i} code={c} />
                      ))}
                  </span>
                )}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
