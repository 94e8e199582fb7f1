/**
 * What the seat to act owes now, in words, from its view and its legal actions only
 * (the table offers what `legal` holds; nothing here decides a rule).
 */
import type { Action, PlayerView } from './engine';
import { cardToken, line, type Narrator, speakTo, type Token, Who } from './words';

const name = (n: Narrator, s: number) => n.names[s] ?? `Seat ${s + 1}`;

export function prompt(v: PlayerView, legal: readonly Action[], narrator: Narrator): Token[] {
  const n = speakTo(narrator);
  if (v.phase === 'game-over') return line('The match is over.');
  if (v.phase === 'round-over') return line(`Round ${v.round} is over.`);
  const has = (t: Action['type']) => legal.some((a) => a.type === t);
  const mine = legal.some((a) => a.type !== 'next-round');
  if (!mine) {
    const s = v.turn;
    if (narrator.you === s) return line('Your turn.');
    const is = n.you === s ? ' are' : ' is';
    const what =
      v.stage === 'reveal'
        ? `${is} revealing cards.`
        : v.stage === 'swap'
          ? ' may swap a KAPOW! card.'
          : v.stage === 'play'
            ? `${is} playing the drawn card.`
            : `${is} drawing.`;
    return line(Who(n, s), what);
  }
  switch (v.stage) {
    case 'reveal': {
      const k = v.revealsLeft[v.seat] ?? 1;
      return line(`Reveal ${k} card${k === 1 ? '' : 's'}: choose face-down cards of your own.`);
    }
    case 'draw': {
      const stock = legal.some((a) => a.type === 'draw' && a.from === 'stock');
      const top = v.discard.at(-1);
      const take = legal.some((a) => a.type === 'draw' && a.from === 'discard') && top;
      if (stock && take) return line('Draw from the pile or take the ', cardToken(top), '.');
      if (take) return line('Take the ', cardToken(top), ': the draw pile is empty.');
      return line('Draw from the pile.');
    }
    case 'play': {
      const d = v.drawn ? cardToken(v.drawn) : cardToken('?');
      const how = has('power') ? 'replace or power up' : 'replace';
      return has('discard')
        ? line('Play the ', d, `: discard it, or choose a card to ${how}.`)
        : line('Play the ', d, `: choose a card to ${how}.`);
    }
    case 'swap':
      return line('Swap the ', cardToken('KW'), ' card or end your turn.');
  }
}

/** K16: who still plays a final turn after a seat went out. */
export function finalTurnsLine(v: PlayerView, narrator: Narrator): Token[] | null {
  const n = speakTo(narrator);
  if (v.wentOut === null || v.phase !== 'playing') return null;
  const left = v.finalTurns.flatMap((f, s) => (f ? [s] : []));
  const now = v.turn !== v.wentOut ? [v.turn] : [];
  const still = [...now, ...left.filter((s) => s !== v.turn)];
  const names = still.map((s) => (n.you === s ? 'you' : name(n, s)));
  return line(
    Who(n, v.wentOut),
    ' went out.',
    names.length ? ` Final turns: ${names.join(', ')}.` : '',
  );
}
