/**
 * The table's prompt: whose turn it is and what they owe, for the person on screen
 * (`n.you`: their seat, or null between people and in watch mode).
 */
import { cardLabel, type PlayerView, parseCard } from '../engine';
import { callWords, isYou, line, type Narrator, plain, type Token, Who } from './tokens';

export interface Prompt {
  /** e.g. "+7: play a 2 or draw 7", as plain text (for tests and screen readers). */
  main: string;
  /** The same words as tokens: the UI renders these, so a long name is cut to fit. */
  tokens: Token[];
  /** The 8's call in force, if any. */
  call: string | null;
  tone: 'you' | 'other' | 'penalty' | 'over';
}

const ANSWER_WORDS = { '2': 'play a 2', '2S': 'play the 2♠' } as const;

/** "draw 7", its count never alone at the start of a line (a non-breaking space). */
const drawCount = (count: number): string => `draw\u00a0${count}`;

type Main = Omit<Prompt, 'main' | 'tokens'> & { main: (string | Token)[] };

export function tablePrompt(view: PlayerView, n: Narrator): Prompt {
  const p = promptOf(view, n);
  const tokens = line(...p.main);
  return { ...p, main: plain(tokens), tokens };
}

function promptOf(view: PlayerView, n: Narrator): Main {
  const turn = view.turn;
  const you = isYou(n, turn);
  const whoTurns = Who(n, turn);
  const call = view.call
    ? `8 called: ${callWords(view.call)}. Play ${callWords(view.call)}, an 8${view.rules.jokers ? ' or the Joker' : ''}.`
    : null;
  if (view.phase === 'game-over') return { main: ['The game is over.'], call: null, tone: 'over' };
  if (view.phase === 'round-over') {
    const w = view.roundWinner;
    return {
      main: w === null ? ['Round over.'] : ['Round over: ', Who(n, w), ' went out.'],
      call: null,
      tone: 'over',
    };
  }
  const tone = you ? 'you' : 'other';
  switch (view.stage) {
    case 'call':
      return {
        main: you
          ? ['You turned up an 8: call a suit or rank.']
          : [whoTurns, ' turned up an 8 and must call.'],
        call,
        tone,
      };
    case 'answer': {
      // R12: which 2 answers the live stack: the engine's view says (`answer`).
      const answer = view.answer ? ANSWER_WORDS[view.answer] : null;
      const what = answer ? `${answer} or ${drawCount(view.pending)}` : drawCount(view.pending);
      return {
        main: you
          ? [`+${view.pending}: ${what}.`]
          : [`+${view.pending}: `, whoTurns, ` must ${what}.`],
        call,
        tone: 'penalty',
      };
    }
    case 'follow':
      return {
        main: you
          ? ['Joker! You play again: any card goes.']
          : ['Joker! ', whoTurns, ' plays again.'],
        call,
        tone,
      };
    case 'drawn': {
      const drawn = view.drawn ? parseCard(view.drawn) : null;
      return {
        main:
          you && drawn !== null
            ? [`You drew the ${cardLabel(drawn)}: play it or keep it.`]
            : [whoTurns, ' may play the card just drawn, or keep it.'],
        call,
        tone,
      };
    }
    default:
      return {
        main: you ? ['Your turn: play or draw.'] : [whoTurns, ' to play.'],
        call,
        tone,
      };
  }
}
