/**
 * A Cap-It bot's words: the reason beside its move and the lines of "Understand the move",
 * made from its `Why` (think.ts), each claim one the tests check against the view.
 */
import { type Token, upFirst } from '../../../lib/tokens';
import type { PlayerView } from '../engine';
import { cardOf, missing, needsOf, rankOf, suitOf, tableOf } from './hand';
import type { Choice, NeedReason, Why } from './think';
import {
  cardsWords,
  cardToken,
  contractWords,
  meldsWords,
  numberWord,
  type Part,
  ranksWord,
  type Speech,
  say,
  seatToken,
  shortWords,
  suitWord,
} from './words';

const NEED: Record<NeedReason, string> = {
  wild: 'a wild helps any hand',
  fits: 'it could lay it off on the table',
  pushed: 'a card of that rank was pushed to it',
};

function tableMeldWords(view: PlayerView, i: number): Part[] {
  const m = tableOf(view)[i];
  if (!m) return ['a meld'];
  const whose: Part[] = m.owner === view.seat ? [] : [' of ', seatToken(m.owner)];
  const what =
    m.kind === 'set' ? `the set of ${ranksWord(m.rank)}` : `the run of ${suitWord(m.suit)}`;
  return [what, ...whose];
}

/** The sentence beside the move. */
export function reasonOf(view: PlayerView, why: Why, v: Speech): Token[] {
  const w = view.rules.wildTwos;
  switch (why.k) {
    case 'wait':
      return v.voice === 'advice' ? say('Wait for your turn.') : say(v.Who, ' waits for its turn.');
    case 'next':
      return say(...v.act('is ready for the next round.', 'Start the next round.'));
    case 'take':
      return takeReason(why, v);
    case 'push':
      return pushReason(why, v);
    case 'searched':
      return searchedReason(why, v);
    case 'contract':
      return say(...v.act('lays', 'Lay'), ` ${v.its} contract: `, ...meldsWords(why.melds, w), '.');
    case 'meld':
      return say(...v.act('lays', 'Lay'), ' ', ...meldsWords(why.melds, w), '.');
    case 'layoff':
      return say(
        ...v.act('lays', 'Lay'),
        ' ',
        cardToken(why.card),
        ' off on ',
        ...tableMeldWords(view, why.meld),
        '.',
      );
    case 'free':
      return say(
        ...v.act('frees', 'Free'),
        ' ',
        cardToken(why.wild),
        ' from ',
        ...tableMeldWords(view, why.meld),
        ' with ',
        cardToken(why.card),
        v.voice === 'advice' ? ' and use it at once.' : ' and uses it at once.',
      );
    case 'discard':
      return discardReason(view, why, v, w);
  }
}

function takeReason(why: Extract<Why, { k: 'take' }>, v: Speech): Token[] {
  const c = cardToken(why.card);
  const head = [...v.act('takes', 'Take'), ' ', c] as Part[];
  if (why.for === 'contract')
    return why.after === 0
      ? say(...head, `: with it ${v.its} hand holds the contract.`)
      : say(
          ...head,
          `: it brings the contract closer (${shortWords(why.after)}, was ${why.before}).`,
        );
  if (why.for === 'layoff') return say(...head, ' to lay it off on a meld on the table.');
  if (why.for === 'meld') return say(...head, ` to make a new meld with ${v.its} hand.`);
  if (why.for === 'only') return say(...head, ': pushing is off at this table.');
  if (why.for !== 'deny') return say(...head, '.');
  return say(...head, ' rather than push it to ', seatToken(why.left), `: ${NEED[why.need]}.`);
}

/** Why a push that does not help: what the card would not do, after "it". */
const PUSH_TAIL: Record<'no-help' | 'not-complete' | 'no-fit', string> = {
  'no-help': ' would not bring the contract closer',
  'not-complete': ' would not complete the contract',
  'no-fit': ' goes on no meld on the table',
};

function pushReason(why: Extract<Why, { k: 'push' }>, v: Speech): Token[] {
  const head = [...v.act('pushes', 'Push'), ' ', cardToken(why.card), ' to ', seatToken(why.left)];
  if (why.for === 'stall')
    return say(
      ...head,
      `, which is down with ${why.cards === 1 ? '1 card' : `${why.cards} cards`}: two more cards hold it back from going out.`,
    );
  if (why.for === 'no-help' && why.short === 0)
    return say(...head, `: ${v.its} hand holds the contract already.`);
  return say(...head, ': it', PUSH_TAIL[why.for], '.');
}

function searchedReason(why: Extract<Why, { k: 'searched' }>, v: Speech): Token[] {
  return say(
    ...(why.act === 'take' ? v.act('takes', 'Take') : v.act('pushes', 'Push')),
    ' ',
    cardToken(why.card),
    ...(why.act === 'push' ? [' to ', seatToken(why.left)] : []),
    `: over ${why.worlds} dealt worlds it came out ${why.gain.toFixed(1)} points better than ${why.act === 'take' ? 'pushing' : 'taking'}.`,
  );
}

function discardReason(
  view: PlayerView,
  why: Extract<Why, { k: 'discard' }>,
  v: Speech,
  w: boolean,
): Token[] {
  const c = cardToken(why.card);
  const head = [...v.act('discards', 'Discard'), ' ', c] as Part[];
  switch (why.for) {
    case 'last':
      return say(...v.act('goes', 'Go'), ' out by discarding ', c, '.');
    case 'no-help':
      return say(
        ...head,
        `: ${v.its} hand is ${shortWords(why.short)} of the contract with it or without it.`,
      );
    case 'least':
      return say(...head, `, the card ${v.its} contract needs least.`);
    case 'alone':
      return say(...head, ': nothing in the hand goes with it.');
    case 'high':
      return say(...head, `, ${v.its} highest card left.`);
    case 'safe':
      return say(
        ...head,
        ': ',
        seatToken((view.seat + 1) % view.players),
        ' has shown no use for it.',
      );
    case 'slip':
      return say(...head, ' (a slip: not the best card to let go).');
    case 'dump':
      return say(
        ...head,
        `, ${v.its} highest card: `,
        seatToken(why.out),
        ` is down with ${why.cards === 1 ? '1 card' : `${why.cards} cards`} and may go out before ${v.its} contract is laid.`,
      );
    default:
      void w;
      return say(...head, '.');
  }
}

/** The lines of "Understand the move": the contract, the hand's progress, a card kept. */
export function detailOf(view: PlayerView, c: Choice, v: Speech, extra: Token[][] = []): Token[][] {
  const lines: Token[][] = [];
  const needs = needsOf(view);
  const w = view.rules.wildTwos;
  if (view.phase !== 'playing') return extra;
  if (view.down[view.seat])
    lines.push(say(v.Who, ` ${v.is} down: every card laid off or melded is a card less to score.`));
  else {
    const hand = view.hand.map(cardOf);
    const short = missing(hand, needs, w);
    lines.push(
      say(
        `This round's contract: ${contractWords(needs)}. `,
        short === 0 ? 'The hand holds it now.' : `The hand is ${shortWords(short)} of it.`,
      ),
    );
  }
  if (c.keep) {
    const k = c.keep;
    const what =
      k.as === 'set'
        ? `a set of ${ranksWord(rankOf(k.card))}`
        : `a run of ${suitWord(suitOf(k.card))}`;
    lines.push(
      say(
        `${v.voice === 'advice' ? 'Keep' : 'Keeps'} `,
        cardToken(k.card),
        ` for ${what}, with `,
        ...cardsWords(k.with),
        '.',
      ),
    );
  }
  if (view.down.some((d, s) => d && s !== view.seat)) {
    const n = view.down.filter((d, s) => d && s !== view.seat).length;
    lines.push(
      say(
        `${upFirst(numberWord(n))} other ${n === 1 ? 'seat is' : 'seats are'} down and may lay off on the table.`,
      ),
    );
  }
  return [...lines, ...extra];
}
