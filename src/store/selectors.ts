/**
 * Every read of the store, in one file (STYLE.md). What is playable comes from the engine's
 * legalActions; the words come from the engine's view. Derived objects are memoized so a
 * component re-renders only when its piece changes.
 */
import { CATCH_REACTION_MS, LEVEL_NAMES } from '../bots/types';
import {
  type Action,
  callWords,
  cardName,
  type Game,
  type GameEvent,
  legalActions,
  type PlayerView,
  PRESETS,
  type PresetName,
  parseCard,
  playerView,
  RANKS,
  type Rules,
  resolveRules,
  SUITS,
  snapshot,
} from '../engine';
import { type GameState, HUMAN_SEAT, type LogEntry, type Speed } from './types';

type PlayAction = Extract<Action, { type: 'play' }>;

/** Cache the last result for the same inputs (compared by identity). */
function memo<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  let last: A | null = null;
  let value: R;
  return (...args: A): R => {
    if (last && last.length === args.length && last.every((x, i) => x === args[i])) return value;
    last = args;
    value = fn(...args);
    return value;
  };
}

const byGame = <R>(fn: (g: Game) => R): ((g: Game) => R) => {
  const cache = new WeakMap<Game, R>();
  return (g) => {
    let v = cache.get(g);
    if (v === undefined) {
      v = fn(g);
      cache.set(g, v);
    }
    return v;
  };
};

// ---- plain pieces -------------------------------------------------------------------------
export const selectScreen = (s: GameState) => s.screen;
export const selectPanel = (s: GameState) => s.panel;
export const selectGame = (s: GameState) => s.game;
export const selectSettings = (s: GameState) => s.settings;
export const selectSeats = (s: GameState) => s.seats;
export const selectError = (s: GameState) => s.error;
export const selectNotice = (s: GameState) => s.notice;
export const selectResults = (s: GameState) => s.results;
export const selectChant = (s: GameState) => s.chant;
export const selectLog = (s: GameState) => s.log;
export const selectPhase = (s: GameState) => s.game?.phase ?? null;
export const selectStep = (s: GameState) => s.record?.actions.length ?? 0;
export const selectSeed = (s: GameState) => s.record?.seed ?? null;
/** The person has been eliminated (R25) and watches the match end. */
export const selectMeOut = (s: GameState) =>
  s.game?.eliminated[HUMAN_SEAT] === true && s.game.phase !== 'game-over';
export const selectNames = memo((seats: GameState['seats']) => seats.map((x) => x.name));
const names = (s: GameState) => selectNames(s.seats);

// ---- engine reads (memoized per game) -----------------------------------------------------
export const legalOf = byGame((g) => legalActions(g));
export const humanViewOf = byGame((g) => playerView(g, HUMAN_SEAT));
export const snapshotOf = byGame((g) => snapshot(g));

export const selectView = (s: GameState): PlayerView | null =>
  s.game ? humanViewOf(s.game) : null;
export const selectLegal = (s: GameState): Action[] => (s.game ? legalOf(s.game) : []);

const mineOf = byGame((g) => legalOf(g).filter((a) => 'seat' in a && a.seat === HUMAN_SEAT));
export const selectMyLegal = (s: GameState): Action[] => (s.game ? mineOf(s.game) : []);

export const selectRules = (s: GameState): Rules | null => s.game?.rules ?? null;
export const selectPresetName = (s: GameState): string =>
  typeof s.record?.rules === 'string' ? s.record.rules : 'custom';

/** The rules to show on the reference page: the match's, or the default preset's. */
export function rulesFor(s: GameState): Rules {
  if (s.game) return s.game.rules;
  return { ...PRESETS.grayzone };
}

/** The most opponents a preset allows (its maxPlayers, less the person). */
export const maxOpponents = (name: PresetName): number => PRESETS[name].maxPlayers - 1;

export const PRESET_BLURBS: Record<PresetName, string> = {
  grayzone: 'Every special card, stacked 2s, zombie 2s, KAPAGA whenever you can go out.',
  classic: 'One card at a time, no stacking; KAPAGA on your last card.',
  'crazy-eights': 'Plain Crazy Eights: only the 8s are special; no Joker.',
};

export const presetRules = (name: PresetName): Rules => {
  const r = resolveRules(name);
  return r.ok ? r.value : { ...PRESETS.grayzone };
};

// ---- the hand -----------------------------------------------------------------------------
export interface HandCard {
  index: number;
  code: string;
  name: string;
  /** Marked as a card that may start or continue the play being built (hints). */
  playable: boolean;
  /** 1-based position in the play being built, 0 when not selected. */
  order: number;
  /** The card just drawn, that may be played or kept. */
  drawn: boolean;
}

const SUIT_ORDER = 'SHCD'; // alternate colours in the fan
const RANK_ORDER = 'A23456789TJQK';

function sortKey(code: string, by: 'suit' | 'rank'): number {
  if (code === 'JK') return 1000;
  const r = RANK_ORDER.indexOf(code[0] as string);
  const s = SUIT_ORDER.indexOf(code[1] as string);
  return by === 'suit' ? s * 20 + r : r * 4 + s;
}

/** The legal plays of the human that begin with the cards selected so far. */
const playsFrom = (legal: readonly Action[], chosen: readonly string[]): PlayAction[] =>
  legal.filter(
    (a): a is PlayAction =>
      a.type === 'play' &&
      a.cards.length >= chosen.length &&
      chosen.every((c, i) => a.cards[i] === c),
  );

const handCards = memo(
  (
    view: PlayerView,
    legal: Action[],
    selection: number[],
    sortBy: 'suit' | 'rank',
    hints: boolean,
  ): HandCard[] => {
    const chosen = selection.map((i) => view.hand[i] as string);
    const next = new Set<string>();
    if (hints)
      for (const p of playsFrom(legal, chosen)) {
        const c = p.cards[chosen.length];
        if (c) next.add(c);
      }
    let drawnMarked = false;
    const cards = view.hand.map((code, index) => {
      const order = selection.indexOf(index) + 1;
      const isDrawn = !drawnMarked && view.drawn === code && view.stage === 'drawn';
      if (isDrawn) drawnMarked = true;
      const c = parseCard(code);
      return {
        index,
        code,
        name: c === null ? code : cardName(c),
        playable: order === 0 && next.has(code),
        order,
        drawn: isDrawn,
      };
    });
    return cards.sort(
      (a, b) => sortKey(a.code, sortBy) - sortKey(b.code, sortBy) || a.index - b.index,
    );
  },
);

export const selectHand = (s: GameState): HandCard[] => {
  const view = selectView(s);
  if (!view) return EMPTY_HAND;
  return handCards(view, selectMyLegal(s), s.selection, s.settings.sortBy, s.settings.hints);
};
const EMPTY_HAND: HandCard[] = [];

// ---- what the human may do ----------------------------------------------------------------
export interface Controls {
  myTurn: boolean;
  /** The play the selected cards make, when they make a legal one (else null). */
  selected: string[];
  canPlay: boolean;
  /** The calls allowed for the selected play when it ends with an 8 that must call. */
  playCalls: string[];
  /** The dealer's call for a turned-up 8 (R6). */
  dealerCalls: string[];
  canDraw: boolean;
  drawLabel: string;
  canKeep: boolean;
  keepLabel: string;
  canKapaga: boolean;
  /** Opponents with one card and no call: catch them (R21). */
  catchTargets: number[];
  canNextRound: boolean;
}

const sortCalls = (calls: string[]): string[] =>
  calls.sort((a, b) => {
    const ka =
      SUITS.indexOf(a as never) >= 0 ? SUITS.indexOf(a as never) : 10 + RANKS.indexOf(a as never);
    const kb =
      SUITS.indexOf(b as never) >= 0 ? SUITS.indexOf(b as never) : 10 + RANKS.indexOf(b as never);
    return ka - kb;
  });

const controlsOf = memo(
  (
    game: Game,
    view: PlayerView,
    mine: Action[],
    all: Action[],
    selection: number[],
    hints: boolean,
  ): Controls => {
    const selected = selection.map((i) => view.hand[i] as string);
    const exact = mine.filter(
      (a): a is PlayAction =>
        a.type === 'play' &&
        a.cards.length === selected.length &&
        a.cards.every((c, i) => c === selected[i]),
    );
    const playCalls = sortCalls(exact.map((a) => a.call).filter((c): c is string => !!c));
    const dealerCalls = sortCalls(
      mine.filter((a) => a.type === 'call').map((a) => (a as { call: string }).call),
    );
    const draw = mine.some((a) => a.type === 'draw');
    const keep = mine.some((a) => a.type === 'pass');
    const drawn = view.drawn ? parseCard(view.drawn) : null;
    const catchTargets = mine
      .filter((a): a is Extract<Action, { type: 'catch' }> => a.type === 'catch')
      .map((a) => a.target)
      // Only a one-card hand is visibly KAPAGA: a catch button on a bigger hand would tell
      // the player something hidden about it.
      .filter((t) => view.handSizes[t] === 1);
    const myTurn = view.phase === 'playing' && view.turn === HUMAN_SEAT;
    return {
      myTurn,
      selected,
      // Any selection may be tried: the engine explains a refusal in words.
      canPlay: myTurn && selected.length > 0,
      playCalls,
      dealerCalls,
      canDraw: draw,
      drawLabel: view.pending > 0 ? `Draw ${view.pending}` : 'Draw',
      canKeep: keep,
      keepLabel: drawn === null ? 'Keep' : `Keep the ${cardName(drawn)}`,
      canKapaga: hints
        ? mine.some((a) => a.type === 'kapaga')
        : view.phase === 'playing' && !view.kapagaCalled[HUMAN_SEAT],
      catchTargets: [...new Set(catchTargets)],
      canNextRound: game.phase === 'round-over' && all.some((a) => a.type === 'next-round'),
    };
  },
);

const NO_CONTROLS: Controls = {
  myTurn: false,
  selected: [],
  canPlay: false,
  playCalls: [],
  dealerCalls: [],
  canDraw: false,
  drawLabel: 'Draw',
  canKeep: false,
  keepLabel: 'Keep',
  canKapaga: false,
  catchTargets: [],
  canNextRound: false,
};

export const selectControls = (s: GameState): Controls => {
  const view = selectView(s);
  if (!s.game || !view) return NO_CONTROLS;
  return controlsOf(s.game, view, selectMyLegal(s), selectLegal(s), s.selection, s.settings.hints);
};

/** The action the current selection stands for (with a call when one is chosen). */
export function playAction(selected: string[], call?: string): Action {
  return call
    ? { type: 'play', seat: HUMAN_SEAT, cards: selected, call }
    : { type: 'play', seat: HUMAN_SEAT, cards: selected };
}

// ---- the seats ----------------------------------------------------------------------------
export type SeatStatus = 'to-act' | 'skipped' | 'eliminated' | 'out' | null;

export interface SeatInfo {
  seat: number;
  name: string;
  human: boolean;
  levelName: string;
  cards: number;
  score: number;
  status: SeatStatus;
  statusText: string;
  /** Has called KAPAGA (and the call still stands). */
  kapaga: boolean;
  dealer: boolean;
  last: boolean;
  catchable: boolean;
}

const seatsOf = memo(
  (
    game: Game,
    view: PlayerView,
    seats: GameState['seats'],
    lastActor: number | null,
    catchTargets: number[],
  ): SeatInfo[] => {
    const skipped = new Set(
      game.events.filter((e) => e.type === 'skip').map((e) => (e as { seat: number }).seat),
    );
    return seats.map((cfg, seat) => {
      let status: SeatStatus = null;
      if (view.eliminated[seat]) status = 'eliminated';
      else if (view.roundWinner === seat) status = 'out';
      else if (view.phase === 'playing' && view.turn === seat) status = 'to-act';
      else if (skipped.has(seat)) status = 'skipped';
      const statusText =
        status === 'to-act'
          ? seat === HUMAN_SEAT
            ? 'your turn'
            : 'to act'
          : status === 'skipped'
            ? 'skipped'
            : status === 'eliminated'
              ? 'eliminated'
              : status === 'out'
                ? 'went out'
                : '';
      return {
        seat,
        name: cfg.name,
        human: cfg.kind === 'human',
        levelName: cfg.kind === 'bot' ? LEVEL_NAMES[cfg.level] : 'You',
        cards: view.handSizes[seat] ?? 0,
        score: view.scores[seat] ?? 0,
        status,
        statusText,
        kapaga: view.kapagaCalled[seat] === true && !view.eliminated[seat],
        dealer: view.dealer === seat,
        last: lastActor === seat,
        catchable: catchTargets.includes(seat),
      };
    });
  },
);

export const selectSeatInfo = (s: GameState): SeatInfo[] => {
  const view = selectView(s);
  if (!s.game || !view) return [];
  return seatsOf(s.game, view, s.seats, s.lastActor, selectControls(s).catchTargets);
};

// ---- the table in words -------------------------------------------------------------------
export interface TableText {
  /** Whose turn and what they owe, e.g. "+7: play a 2 or draw 7". */
  main: string;
  /** The 8's call in force, if any. */
  call: string | null;
  tone: 'you' | 'other' | 'penalty' | 'over';
}

/** "7H" -> "seven of hearts" (the engine's cardName), for screen readers. */
export const cardWords = (code: string): string => {
  const c = parseCard(code);
  return c === null ? code : cardName(c);
};

const tableTextOf = memo((view: PlayerView, seats: GameState['seats']): TableText => {
  const who = (seat: number) =>
    seat === HUMAN_SEAT ? 'You' : (seats[seat]?.name ?? `Seat ${seat + 1}`);
  const you = view.turn === HUMAN_SEAT;
  const call = view.call
    ? `8 called: ${callWords(view.call)}. Play ${callWords(view.call)}, an 8${view.rules.jokers ? ' or the Joker' : ''}.`
    : null;
  if (view.phase === 'game-over') return { main: 'The game is over.', call: null, tone: 'over' };
  if (view.phase === 'round-over')
    return {
      main: `Round over: ${view.roundWinner === null ? 'nobody' : who(view.roundWinner)} went out.`,
      call: null,
      tone: 'over',
    };
  const tone = you ? 'you' : 'other';
  switch (view.stage) {
    case 'call':
      return {
        main: you
          ? 'You turned up an 8: call a suit or rank.'
          : `${who(view.turn)} turned up an 8 and must call.`,
        call,
        tone,
      };
    case 'answer': {
      // R12: which 2 answers the live stack (the engine's view says what started it).
      const r = view.rules;
      const answer =
        view.stackBy === '5S'
          ? r.twoOfSpadesOnFive
            ? 'play the 2 of spades'
            : null
          : r.stackTwos
            ? 'play a 2'
            : null;
      const what = answer ? `${answer} or draw ${view.pending}` : `draw ${view.pending}`;
      return {
        main: `+${view.pending}: ${you ? what : `${who(view.turn)} must ${what}`}.`,
        call,
        tone: 'penalty',
      };
    }
    case 'follow':
      return {
        main: you
          ? 'Joker! You play again: any card goes.'
          : `Joker! ${who(view.turn)} plays again.`,
        call,
        tone,
      };
    case 'drawn':
      return {
        main:
          you && view.drawn
            ? `You drew the ${cardWords(view.drawn)}: play it or keep it.`
            : `${who(view.turn)} may play the card just drawn, or keep it.`,
        call,
        tone,
      };
    default:
      return {
        main: you ? 'Your turn: play or draw.' : `${who(view.turn)} to play.`,
        call,
        tone,
      };
  }
});

export const selectTableText = (s: GameState): TableText | null => {
  const view = selectView(s);
  return view ? tableTextOf(view, s.seats) : null;
};

// ---- the log ------------------------------------------------------------------------------
/** The lines of the latest step (the last turn), read out by the live region. */
export const selectLastLines = memo((log: LogEntry[]): LogEntry[] => {
  const last = log[log.length - 1];
  return last ? log.filter((e) => e.step === last.step) : [];
});
export const selectLatestLines = (s: GameState) => selectLastLines(s.log);

const CODE_RE = /\b(10|[A2-9TJQK])([SHDC])\b|\bJK\b/g;

/** "7H" -> "seven of hearts": the log as a screen reader should say it. */
export const spoken = (text: string): string =>
  text.replace(CODE_RE, (m) => cardWords(m === '10' ? 'T' : m));

export const SUIT_SYMBOL: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };
export const rankLabel = (r: string): string => (r === 'T' ? '10' : r);

/** Split a log line into text and card codes, to draw the codes as small cards. */
export function logParts(text: string): ({ text: string } | { code: string })[] {
  const out: ({ text: string } | { code: string })[] = [];
  let at = 0;
  for (const m of text.matchAll(CODE_RE)) {
    if (m.index > at) out.push({ text: text.slice(at, m.index) });
    out.push({ code: m[0] });
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push({ text: text.slice(at) });
  return out;
}

// ---- end of round and match ---------------------------------------------------------------
export interface RoundRow {
  seat: number;
  name: string;
  hand: string[];
  points: number;
  penalties: number;
  total: number;
  wentOut: boolean;
  eliminated: boolean;
  reset: boolean;
  alreadyOut: boolean;
}

const roundRowsOf = memo(
  (game: Game, seats: GameState['seats'], stats: GameState['roundStats']): RoundRow[] => {
    const over = game.events.find(
      (e): e is Extract<GameEvent, { type: 'round-over' }> => e.type === 'round-over',
    );
    const snap = snapshotOf(game);
    const eliminatedNow = new Set(over?.eliminated ?? []);
    const reset = new Set(over?.reset ?? []);
    return seats.map((cfg, seat) => ({
      seat,
      name: cfg.name,
      hand: snap.hands[seat] ?? [],
      points: over?.points[seat] ?? 0,
      penalties: stats.penalties[seat] ?? 0,
      total: snap.scores[seat] ?? 0,
      wentOut: snap.roundWinner === seat,
      eliminated: eliminatedNow.has(seat),
      reset: reset.has(seat),
      alreadyOut: snap.eliminated[seat] === true && !eliminatedNow.has(seat),
    }));
  },
);

/** At the end of a round: every hand revealed with its points (R23-R25). */
export const selectRoundRows = (s: GameState): RoundRow[] => {
  if (!s.game || s.game.phase === 'playing') return [];
  return roundRowsOf(s.game, s.seats, s.roundStats);
};

export interface FinalRow {
  seat: number;
  name: string;
  score: number;
  winner: boolean;
  eliminated: boolean;
}

const finalOf = memo((game: Game, seats: GameState['seats']): FinalRow[] =>
  seats
    .map((cfg, seat) => ({
      seat,
      name: cfg.name,
      score: game.scores[seat] ?? 0,
      winner: game.winners.includes(seat),
      eliminated: game.eliminated[seat] === true,
    }))
    .sort((a, b) => Number(b.winner) - Number(a.winner) || a.score - b.score),
);

export const selectFinal = (s: GameState): FinalRow[] =>
  s.game && s.game.phase === 'game-over' ? finalOf(s.game, s.seats) : [];

export const selectWinnerText = (s: GameState): string => {
  if (s.game?.phase !== 'game-over') return '';
  const w = s.game.winners.map((x) =>
    x === HUMAN_SEAT ? 'You' : (names(s)[x] ?? `Seat ${x + 1}`),
  );
  if (w.length === 1) return w[0] === 'You' ? 'You win the game!' : `${w[0]} wins the game!`;
  return `${w.join(' and ')} share the win!`;
};

// ---- timing -------------------------------------------------------------------------------
/** How long a bot waits before acting, per speed setting (ms). */
export const BOT_DELAY: Record<Speed, number> = { slow: 1600, normal: 900, fast: 400, instant: 0 };
/** How long a card takes to fly, per speed setting (ms). */
export const ANIMATION_MS: Record<Speed, number> = {
  slow: 650,
  normal: 380,
  fast: 180,
  instant: 0,
};
export { CATCH_REACTION_MS };
