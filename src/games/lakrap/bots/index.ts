/**
 * La Krap's bots at four levels (src/kit/levels.ts), each playing for the team its seat's
 * face-up card made (L4). Each sees only its seat's view and legal actions; the levels
 * differ in skill and slips, never in what they see. easy: follows suit sensibly, with
 * slips; medium: counts trumps and leads them when long in them; hard: counts every card,
 * plays twins, 2s and the sheet on purpose and exchanges for its game; expert: hard's best
 * plays tried in dealt worlds (expert.ts, the kit's search).
 */
import { random, seedState } from '../../../lib/rng';
import type { Token } from '../../../lib/tokens';
import type { Bot, BotOptions, Bots, Decision, Level } from '../../module';
import type { Action, PlayerView } from '../engine';
import { type Card, cardCode, cardOf } from '../engine/fast';
import { type Claim, claimOf, wordsOf } from './claims';
import { chooseExchange, chooseExposure } from './exchange';
import { expertPlay } from './expert';
import { type Facts, factsOf, partners } from './facts';
import { type Scored, SKILLS, scorePlays } from './play';
import { cardToken, line, type Speech, seatToken, sentence, speech, suitWord } from './words';

/** How often each level slips (a seeded chance per decision). */
export const SLIPS: Record<Level, number> = { easy: 0.2, medium: 0.06, hard: 0, expert: 0 };

/** The expert's worlds when asked to be repeatable (the arena, the lab). */
export const REPEATABLE_WORLDS = 24;

/** A number from everything the seat sees: slips depend on the view alone. */
function viewHash(view: PlayerView): number {
  const s = JSON.stringify([view.hands[view.seat], view.trick, view.taken, view.round, view.stage]);
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

export interface LakrapBotOptions extends BotOptions {
  /** The expert's worlds per decision instead of a time budget (repeatable). */
  iterations?: number;
}

interface Choice {
  action: Action;
  extra: Token[][];
  scored?: Scored[];
}

/** The trick play of a level: its best card, or a slip. */
function playChoice(
  f: Facts,
  legal: readonly Action[],
  level: Level,
  o: LakrapBotOptions,
  rng: { rng: number },
  v: Speech,
): Choice {
  const marriages = legal.filter((a) => a.type === 'marriage');
  // L14, L15: a marriage is 5 points for the team in a trump game, against it in a null one.
  const m = marriages[0];
  if (m && !f.kind.null) return { action: m, extra: [] };
  const cards: Card[] = legal.flatMap((a) => (a.type === 'play' ? [cardOf(a.card)] : []));
  const play = (c: Card): Action => ({ type: 'play', seat: f.me, card: cardCode(c) });
  const scored = scorePlays(f, SKILLS[level === 'expert' ? 'hard' : level], cards);
  const best = scored[0]?.card ?? cards[0] ?? 0;
  if (level === 'expert' && scored.length > 1) {
    const x = expertPlay(f, scored, o, v);
    return { action: play(x.card), extra: x.lines, scored };
  }
  if (random(rng) < SLIPS[level]) {
    const c =
      level === 'easy'
        ? (cards[Math.floor(random(rng) * cards.length)] ?? best)
        : (scored[1]?.card ?? best);
    if (c !== best) {
      const slip =
        v.voice === 'advice' ? 'not the best play here' : `${v.it} did not play its best`;
      return { action: play(c), extra: [line(`(A slip: ${slip}.)`)], scored };
    }
  }
  return { action: play(best), extra: [], scored };
}

/** "Understand the move": the game, the team, and the plays weighed. */
function detailOf(f: Facts, v: Speech, c: Choice): Token[][] {
  const g = f.view.game;
  const game = f.kind.sheets
    ? line('A sheet game: no trumps, every joker a sheet; each seat wants no tricks.')
    : f.kind.null
      ? line(`A null game: no trumps; ${v.its} team wants no tricks.`)
      : line(
          `${upper(suitWord('SHDC'.indexOf(g.trump ?? 'S')))} are trumps: ${v.its} team wants tricks.`,
        );
  const mates = partners(f);
  const team =
    mates.length === 0
      ? line(`${upper(v.it)} plays for ${v.voice === 'advice' ? 'yourself' : 'itself'} this round.`)
      : line(
          `${upper(v.its)} team: `,
          ...mates.flatMap((s, i) => [i > 0 ? ', ' : '', seatToken(s)]),
          '.',
        );
  const weighed = (c.scored ?? [])
    .slice(0, 3)
    .map((s) =>
      line(
        cardToken(s.card),
        `: ${v.its} team ends with the trick about ${Math.round(s.keep * 100)}% of the time, as the cards are counted.`,
      ),
    );
  return [game, team, ...weighed, ...c.extra];
}

const upper = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export function createBot(level: Level, o: LakrapBotOptions): Bot<PlayerView, Action> {
  let calls = 0;
  const decide = (view: PlayerView, legal: readonly Action[]): Decision<Action> => {
    const v = speech(o.voice, view.seat);
    const first = legal[0];
    if (!first)
      return {
        action: null,
        reason:
          v.voice === 'advice'
            ? line('Wait for your turn.')
            : line(seatToken(view.seat), ' waits for its turn.'),
      };
    if (first.type === 'next-round')
      return { action: first, reason: sentence(v, ['start', 'starts'], ' the next round') };
    const rng = { rng: seedState((o.seed * 1_000_003) ^ viewHash(view) ^ (calls++ * 7919)) };
    const f = factsOf(view);
    let c: Choice;
    if (view.stage === 'exchange') {
      const x = chooseExchange(f, legal, level === 'expert' ? 'hard' : level);
      c = { action: x?.action ?? first, extra: [] };
    } else if (view.stage === 'expose') c = { action: chooseExposure(legal) ?? first, extra: [] };
    else c = playChoice(f, legal, level, o, rng, v);
    const claim: Claim = claimOf(f, c.action);
    return {
      action: c.action,
      reason: wordsOf(claim, v, f),
      detail: detailOf(f, v, c),
      why: { claim },
    };
  };
  return { decide };
}

export const BOTS = {
  persona: null,
  create: (level: Level, o: BotOptions) =>
    createBot(level, o.repeatable ? { ...o, iterations: REPEATABLE_WORLDS } : o),
} satisfies Bots<PlayerView, Action>;
