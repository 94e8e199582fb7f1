/**
 * The trick in the middle: each card with its seat; a cancelled card greyed and crossed with
 * the word why (the engine's trickFacts); the suit led, and the suit led now after a
 * cancellation; and the last trick a tap away.
 */
import { useState } from 'react';
import { CardFace } from '../../../kit/CardFace';
import { Dialog } from '../../../kit/react/Dialog';
import { Words } from '../../../kit/react/Words';
import type { Narrator } from '../../module';
import { type PlayedCode, type PlayerView, trickFacts } from '../engine';
import { cancelWords, cardToken, SUIT_MARKS, SUIT_WORDS } from '../words';

const nameOf = (n: Narrator, s: number) => (n.you === s ? 'You' : (n.names[s] ?? `Seat ${s + 1}`));

/** The cards of a trick, in play order, each with its seat and, if out, why. */
export function TrickCards({
  game,
  cards,
  n,
  teams,
  winner,
}: {
  game: PlayerView['game'];
  cards: readonly PlayedCode[];
  n: Narrator;
  teams: readonly number[] | null;
  winner?: number | null;
}) {
  const f = trickFacts(game, cards);
  // L13: the card taking the trick as it stands (a trick under way only).
  const winning = winner === undefined ? f.winning : null;
  return (
    <ol className="lk-trick-cards">
      {cards.map((p, i) => {
        const w = f.why[i];
        const t = cardToken(p.card);
        const spoken = t.kind === 'card' ? t.spoken : p.card;
        return (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: a trick's cards in play order
            key={i}
            className={`lk-played${w ? ' out' : ''}${winner === p.seat ? ' won' : ''} t${teams?.[p.seat] ?? 0}`}
          >
            <span
              className="lk-played-card"
              role="img"
              aria-label={`${nameOf(n, p.seat)}: ${spoken}${w ? ', cancelled' : ''}`}
            >
              <CardFace code={p.card} />
            </span>
            <bdi className="lk-played-seat">{nameOf(n, p.seat)}</bdi>
            {!w && winning === p.seat && f.led !== null && (
              <span className="lk-winning">winning</span>
            )}
            {w && (
              <span className="lk-why">
                <Words tokens={cancelWords(w, cards, n)} />
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** L9: the suit led now; after a cancellation, the suit first led and the one led now. */
function LedLine({ v }: { v: PlayerView }) {
  if (v.trick.length === 0) return null;
  const f = trickFacts(v.game, v.trick);
  const mark = (s: string) => `${SUIT_MARKS[s] ?? ''} ${SUIT_WORDS[s] ?? ''}`;
  let words: string;
  if (f.led === null) words = 'No card is live: no suit is led.';
  else if (f.ledBefore)
    words = `Cancelled: ${mark(f.ledBefore)} no longer led. Now led: ${mark(f.led)}.`;
  else words = `Led: ${mark(f.led)}.`;
  return (
    <p className={`lk-led${f.ledBefore ? ' moved' : ''}`} aria-live="polite">
      {words}
    </p>
  );
}

export function Trick({
  v,
  n,
  teams,
}: {
  v: PlayerView;
  n: Narrator;
  teams: readonly number[] | null;
}) {
  return (
    <section className="lk-trick" aria-label="The trick">
      <LedLine v={v} />
      <TrickCards game={v.game} cards={v.trick} n={n} teams={teams} />
    </section>
  );
}

/** The last trick, a tap away: its cards as they lay, who took it. */
export function LastTrick({
  v,
  n,
  teams,
}: {
  v: PlayerView;
  n: Narrator;
  teams: readonly number[] | null;
}) {
  const [open, setOpen] = useState(false);
  const last = v.lastTrick;
  if (!last) return null;
  const dead = !last.cards.some((p) => p.live);
  return (
    <>
      <button type="button" className="btn small ghost lk-last-btn" onClick={() => setOpen(true)}>
        Last trick
      </button>
      {open && (
        <Dialog title="The last trick" onClose={() => setOpen(false)}>
          <TrickCards game={v.game} cards={last.cards} n={n} teams={teams} winner={last.winner} />
          <p>
            {dead
              ? `No card was live: the dead trick went to ${nameOf(n, last.winner)}, who led it.`
              : `${nameOf(n, last.winner)} took it.`}
          </p>
        </Dialog>
      )}
    </>
  );
}
