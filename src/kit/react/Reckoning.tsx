/**
 * A bot's reckoning, line by line (its `Decision.detail`): why Kai made its last move, why
 * the hint advises what it does. The same dialog for every game and both voices.
 */
import type { Narrator, Token } from '../../lib/tokens';
import { named } from '../../lib/tokens';
import { Dialog } from './Dialog';
import { Words } from './Words';

export function Reckoning({
  title,
  lead,
  lines,
  narrator,
  onClose,
}: {
  title: string;
  /** Names the seats the bot spoke of by seat ("Kai 2", not its persona's "Kai"). */
  narrator?: Narrator;
  /** The move in one sentence, above its reasons (none: the lines say it all). */
  lead?: readonly Token[];
  lines: readonly (readonly Token[])[];
  onClose(): void;
}) {
  const say = (ts: readonly Token[]) => (narrator ? named(ts, narrator) : ts);
  return (
    <Dialog title={title} onClose={onClose}>
      {lead && (
        <p className="why-lead">
          <Words tokens={say(lead)} />
        </p>
      )}
      <ol className="why-lines">
        {lines.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one fixed answer
          <li key={i}>
            <Words tokens={say(line)} />
          </li>
        ))}
      </ol>
    </Dialog>
  );
}
