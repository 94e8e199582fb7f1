/**
 * The rules lab's figures: what a house-rules discussion needs, counted from the engine's
 * events over seeded games played by random legal players.
 */
import { type GameEvent, type NewGameOptions, newGame } from '../engine';
import { cloneGame } from '../engine/fast';
import { type Policy, playRandom, rand } from './random';

export const SPECIALS = ['2', '5S', '7', '8', '9', '5C', 'JK', 'A alone', 'A + companion'] as const;
export type Special = (typeof SPECIALS)[number];

export interface LabStats {
  games: number;
  rounds: number;
  turns: number;
  /** Plays (and turn-ups) of each special card whose effect applied. */
  fired: Record<Special, number>;
  penaltyCards: number;
  zombies: number;
  recycles: number;
  recyclePoints: number;
  kapagaCalls: number;
  catches: number;
  eliminations: number;
  /** Rounds won (went out first) by the player who acted first in the round. */
  firstPlayerRounds: number;
  /** Whole games won, per seat (shared wins count for each winner). */
  seatWins: number[];
}

function category(card: string): Special | null {
  if (card === 'JK') return 'JK';
  if (card === '5S' || card === '5C') return card;
  const rank = card[0] as string;
  return rank === '2' || rank === '7' || rank === '8' || rank === '9' ? (rank as Special) : null;
}

export interface LabOptions extends NewGameOptions {
  games: number;
  policy?: Policy;
}

/** Play `games` seeded games (seeds seed..seed+games-1) and count. */
export function simulate(o: LabOptions): LabStats {
  const st: LabStats = {
    games: 0,
    rounds: 0,
    turns: 0,
    fired: Object.fromEntries(SPECIALS.map((s) => [s, 0])) as Record<Special, number>,
    penaltyCards: 0,
    zombies: 0,
    recycles: 0,
    recyclePoints: 0,
    kapagaCalls: 0,
    catches: 0,
    eliminations: 0,
    firstPlayerRounds: 0,
    seatWins: new Array(o.players).fill(0),
  };
  let firstPlayer = -1;
  const count = (e: GameEvent): void => {
    switch (e.type) {
      case 'deal':
        st.rounds++;
        firstPlayer = -1;
        break;
      case 'turn':
        st.turns++;
        if (firstPlayer < 0) firstPlayer = e.seat;
        break;
      case 'play':
      case 'turn-up': {
        const cards = e.type === 'play' ? e.cards : [e.card];
        if (cards[0]?.[0] === 'A' && e.type === 'play')
          st.fired[cards.length === 1 ? 'A alone' : 'A + companion']++;
        for (const c of cards) {
          const k = category(c);
          if (k) st.fired[k]++;
        }
        break;
      }
      case 'draw':
        if (e.reason === 'penalty') st.penaltyCards += e.count;
        break;
      case 'penalty':
        if (e.zombie) st.zombies++;
        break;
      case 'recycle':
        st.recycles++;
        st.recyclePoints += e.points;
        break;
      case 'kapaga':
        st.kapagaCalls++;
        break;
      case 'catch':
        st.catches++;
        break;
      case 'round-over':
        if (e.winner === firstPlayer) st.firstPlayerRounds++;
        st.eliminations += e.eliminated.length;
        break;
      case 'game-over':
        for (const w of e.winners) st.seatWins[w] = (st.seatWins[w] as number) + 1;
        break;
      default:
        break;
    }
  };
  for (let k = 0; k < o.games; k++) {
    const start = newGame({ players: o.players, seed: o.seed + k, rules: o.rules });
    if (!start.ok) throw new Error(start.error.message);
    for (const e of start.value.events) count(e);
    // A play that ends the round skips its effects (R23): count effects from what followed.
    playRandom(cloneGame(start.value), rand(o.seed + k), {
      policy: o.policy ?? 'eager',
      log: true,
      onMove: (g) => {
        for (const e of g.events) count(e);
      },
    });
    st.games++;
  }
  return st;
}
