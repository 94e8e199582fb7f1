/**
 * Pass and play between two people: the holder's last moment after their turn (when the
 * game asks for one), and the hand-off itself, nobody's cards on screen.
 */
import type { AnyModule } from '../../games/registry';
import { Words } from '../../kit/react/Words';
import { plain } from '../../lib/tokens';
import { offered } from '../passing';

/**
 * The holder's last moment: their cards still show, for what they may still do off turn
 * (GameModule.passAndPlay.afterTurn says what), then they hide them.
 */
export function PassBanner({
  next,
  words,
  onHide,
}: {
  next: string;
  words: string;
  onHide(): void;
}) {
  return (
    <div className="pass-banner" role="status">
      <p>
        <strong>
          <bdi>{next}</bdi>’s turn next.
        </strong>{' '}
        {words} Then hide your cards and pass the device.
      </p>
      <button type="button" className="btn primary" onClick={onHide}>
        Hide my cards
      </button>
    </div>
  );
}

/**
 * Between two people: nobody's cards on screen. The person the device goes to may first do
 * what needs no look at their cards (GameModule.passAndPlay.beforeLooking: Kapaga's catch).
 */
export function HandOff({
  module: m,
  game,
  to,
  names,
  unseen,
  act,
  onTake,
}: {
  module: AnyModule;
  game: unknown;
  to: number;
  names: readonly string[];
  unseen: readonly boolean[];
  act(a: unknown): void;
  onTake(): void;
}) {
  const say = m.passAndPlay?.beforeLooking;
  const n = { names, you: to };
  const blind = say
    ? offered(m, game, to, unseen).flatMap((a) => {
        const w = say(a, n);
        return w ? [{ a, w }] : [];
      })
    : [];
  return (
    <section className="handoff-screen" aria-label="Pass the device">
      <p>
        Pass the device to <bdi>{names[to]}</bdi>. Nobody else should look.
      </p>
      {blind.map(({ a, w }) => (
        <div key={JSON.stringify(a)} className="handoff-now">
          <p>
            <Words tokens={w.line} />
          </p>
          <button type="button" className="btn" aria-label={plain(w.button)} onClick={() => act(a)}>
            <Words tokens={w.button} />
          </button>
        </div>
      ))}
      <button type="button" className="btn primary" onClick={onTake}>
        I am <bdi>{names[to]}</bdi>: show my cards
      </button>
    </section>
  );
}
