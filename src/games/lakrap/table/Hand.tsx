/**
 * The seat's own hand: seven cards, readable and easy to tap. In the exchange and the
 * exposure a tap selects (the step's button takes the choice); in play a tap plays a card
 * `legal` allows. Face-up cards, cards shown in a marriage and the lead a marriage forces
 * are marked. Everything offered is found in `legal`.
 */
import { CardFace } from '../../../kit/CardFace';
import type { Action, PlayerView } from '../engine';
import { cardToken } from '../words';
import { choiceOf, mostOf, upFlags } from './read';

type Step = 'exchange' | 'expose' | null;

const spokenOf = (code: string) => {
  const t = cardToken(code);
  return t.kind === 'card' ? t.spoken : code;
};

/** What each card of the hand is marked with: face up, in a marriage, a lead it must be. */
function marks(v: PlayerView, i: number, up: boolean, counted: Map<string, number>): string[] {
  const me = v.seat;
  const code = v.hands[me]?.[i] ?? '';
  const out: string[] = [];
  if (up) out.push('shown');
  const married = v.married[me] ?? [];
  const seen = counted.get(code) ?? 0;
  if (married.filter((c) => c === code).length > seen) {
    out.push('married');
    counted.set(code, seen + 1);
  }
  if (v.stage === 'lead' && v.turn === me && v.mustLead?.includes(code)) out.push('must lead');
  return out;
}

export function Hand({
  v,
  legal,
  act,
  selected,
  setSelected,
  advice,
}: {
  v: PlayerView;
  legal: readonly Action[];
  act(a: Action): void;
  selected: readonly number[];
  setSelected(s: number[]): void;
  advice: Action | null | undefined;
}) {
  const me = v.seat;
  const hand = v.hands[me] ?? [];
  const up = upFlags(hand, v.faceUp[me] ?? []);
  const step: Step = legal.some((a) => a.type === 'exchange')
    ? 'exchange'
    : legal.some((a) => a.type === 'expose')
      ? 'expose'
      : null;
  const plays = new Map(legal.flatMap((a) => (a.type === 'play' ? [[a.card, a] as const] : [])));
  const counted = new Map<string, number>();
  const toggle = (i: number) =>
    setSelected(selected.includes(i) ? selected.filter((x) => x !== i) : [...selected, i]);
  const advised = (code: string) => advice?.type === 'play' && advice.card === code;
  return (
    <ul className={`lk-hand${step ? ` picking ${step}` : ''}`} aria-label="Your hand">
      {hand.map((code, i) => {
        const m = marks(v, i, up[i] ?? false, counted);
        const name = spokenOf(code);
        const tags = m.length ? ` (${m.join(', ')})` : '';
        let button = null;
        if (step && !(step === 'expose' && up[i])) {
          const on = selected.includes(i);
          button = (
            <button
              type="button"
              className={`lk-card${on ? ' on' : ''}`}
              aria-pressed={on}
              aria-label={`${name}${tags}`}
              onClick={() => toggle(i)}
            >
              <CardFace code={code} />
            </button>
          );
        } else {
          const a = plays.get(code);
          button = (
            <button
              type="button"
              className={`lk-card${a ? ' playable' : ''}${advised(code) ? ' advised' : ''}`}
              aria-label={`${a ? 'Play ' : ''}${name}${tags}`}
              disabled={!a}
              onClick={a ? () => act(a) : undefined}
            >
              <CardFace code={code} />
            </button>
          );
        }
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a hand may hold a card twice
          <li key={i} className={`lk-slot${up[i] ? ' up' : ''}`}>
            {button}
            {m.length > 0 && <span className="lk-mark">{m.join(' · ')}</span>}
          </li>
        );
      })}
    </ul>
  );
}

/** The step's button: lay aside (or keep), show (or show none), as `legal` allows. */
export function StepButton({
  v,
  legal,
  act,
  selected,
  advice,
}: {
  v: PlayerView;
  legal: readonly Action[];
  act(a: Action): void;
  selected: readonly number[];
  advice: Action | null | undefined;
}) {
  const type = legal.some((a) => a.type === 'exchange')
    ? 'exchange'
    : legal.some((a) => a.type === 'expose')
      ? 'expose'
      : null;
  if (!type) return null;
  const hand = v.hands[v.seat] ?? [];
  const cards = selected.map((i) => hand[i] ?? '');
  const a = choiceOf(legal, type, cards);
  const most = mostOf(legal, type);
  const k = cards.length;
  const label =
    type === 'exchange'
      ? k === 0
        ? 'Keep all my cards'
        : `Lay aside ${k} and draw ${k}`
      : k === 0
        ? 'Show nothing'
        : `Show ${k} card${k === 1 ? '' : 's'} (secret till all have chosen)`;
  const isAdvice = a !== undefined && JSON.stringify(a) === JSON.stringify(advice);
  return (
    <div className="lk-step">
      <button
        type="button"
        className={`btn primary${isAdvice ? ' advised' : ''}`}
        disabled={!a}
        onClick={a ? () => act(a) : undefined}
      >
        {label}
      </button>
      {!a && k > most && <span className="lk-step-note">At most {most}.</span>}
    </div>
  );
}
