/**
 * Every read of the store, in one file (STYLE.md). What is playable comes from the engine's
 * legalActions; the words come from the engine's view. Derived objects are memoized so a
 * component re-renders only when its piece changes.
 */
import { CATCH_REACTION_MS, LEVEL_NAMES } from '../bots/types';
import {
  type Action,
  applyAction,
  callWords,
  cardName,
  checkRules,
  describeEvent,
  eventsFor,
  formatAction,
  fromSetup,
  type Game,
  type GameEvent,
  type GameRecord,
  hasKapaga,
  legalActions,
  newGame,
  type PlayerView,
  PRESET_NAMES,
  PRESETS,
  type PresetName,
  parseCard,
  playerView,
  RANKS,
  type Rules,
  type RulesNote,
  resolveRules,
  rulesDiff,
  SUITS,
  snapshot,
} from '../engine';
import { type Mode, modeOf, soloSeat } from './seats';
import type { GameState, LogEntry, Speed } from './types';

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
export const selectNames = memo((seats: GameState['seats']) => seats.map((x) => x.name));
export const selectHolder = (s: GameState) => s.holder;
export const selectUnseen = (s: GameState) => s.unseen;
export const selectRulesCard = (s: GameState) => s.rulesCard;
export const selectChosenRules = (s: GameState) => s.chosenRules;
export const selectLinkSeed = (s: GameState) => s.linkSeed;
export const selectWatch = (s: GameState) => s.watch;
export const selectDemo = (s: GameState) => s.demo;
export const selectReplay = (s: GameState) => s.replay;
export const selectRecord = (s: GameState) => s.record;

// ---- who is at the device -----------------------------------------------------------------
const modeMemo = memo((seats: GameState['seats']): Mode => modeOf(seats));
/** solo (one person, "you"), pass (several people share the device) or watch (bots only). */
export const selectMode = (s: GameState): Mode => modeMemo(s.seats);

/**
 * The seat whose hand is on screen: the one person in solo play, the person holding the
 * device in pass and play (null between people), nobody in watch mode.
 */
export function selectViewer(s: GameState): number | null {
  const mode = selectMode(s);
  if (mode === 'solo') return soloSeat(s.seats);
  if (mode === 'pass') return s.holder;
  return null;
}

/** Pass and play: the person the device must go to (their turn, someone else holds it). */
export function selectHandoffTo(s: GameState): number | null {
  const g = s.game;
  if (g?.phase !== 'playing' || selectMode(s) !== 'pass') return null;
  if (s.seats[g.turn]?.kind !== 'human') return null;
  return g.turn === s.holder ? null : g.turn;
}

/** The person on screen has been eliminated (R25) and watches the match end. */
export const selectMeOut = (s: GameState) => {
  const me = selectViewer(s);
  return me !== null && s.game?.eliminated[me] === true && s.game.phase !== 'game-over';
};

/** Watch mode with every hand face up. */
export const selectShowAll = (s: GameState) => selectMode(s) === 'watch' && s.watch.showAll;

// ---- engine reads (memoized per game) -----------------------------------------------------
export const legalOf = byGame((g) => legalActions(g));
export const snapshotOf = byGame((g) => snapshot(g));

/** What everyone at the table sees: no hand, no drawn card (between people, watch mode). */
export const publicViewOf = byGame(
  (g): PlayerView => ({
    ...playerView(g, g.turn),
    seat: -1,
    hand: [],
    drawn: null,
    passed: [],
    passedTo: null,
    events: eventsFor(g.events, null),
  }),
);

const viewsOf = byGame(() => new Map<number, PlayerView>());
/** The view of `seat` (memoized per game), or the public view for null. */
export function viewOf(g: Game, seat: number | null): PlayerView {
  if (seat === null) return publicViewOf(g);
  const cache = viewsOf(g);
  let v = cache.get(seat);
  if (!v) {
    v = playerView(g, seat);
    cache.set(seat, v);
  }
  return v;
}

export const selectView = (s: GameState): PlayerView | null =>
  s.game ? viewOf(s.game, selectViewer(s)) : null;
export const selectLegal = (s: GameState): Action[] => (s.game ? legalOf(s.game) : []);

const legalBySeat = byGame(() => new Map<number, Action[]>());
/** The legal actions of one seat (memoized per game). */
export function legalFor(g: Game, seat: number): Action[] {
  const cache = legalBySeat(g);
  let v = cache.get(seat);
  if (!v) {
    v = legalOf(g).filter((a) => 'seat' in a && a.seat === seat);
    cache.set(seat, v);
  }
  return v;
}
export const selectMyLegal = (s: GameState): Action[] => {
  const me = selectViewer(s);
  return s.game && me !== null ? legalFor(s.game, me) : NO_ACTIONS;
};
const NO_ACTIONS: Action[] = [];

export const selectRules = (s: GameState): Rules | null => s.game?.rules ?? null;
export const selectPresetName = (s: GameState): string =>
  typeof s.record?.rules === 'string' ? s.record.rules : 'custom';

/** The rules to show on the reference page: the match's, or the ones chosen for the next. */
export function rulesFor(s: GameState): Rules {
  return s.game ? s.game.rules : s.chosenRules;
}

export interface RulesSummary {
  /** The preset these rules are exactly, if any. */
  preset: PresetName | null;
  /** The closest preset, and the fields changed from it. */
  base: PresetName;
  changed: (keyof Rules)[];
}

/** A rules config as "a preset, with these changes". */
export const rulesSummary = memo((rules: Rules): RulesSummary => {
  let base: PresetName = 'grayzone';
  let changed = Object.keys(rulesDiff(rules, PRESETS.grayzone)) as (keyof Rules)[];
  for (const p of PRESET_NAMES) {
    const c = Object.keys(rulesDiff(rules, PRESETS[p])) as (keyof Rules)[];
    if (c.length < changed.length) {
      base = p;
      changed = c;
    }
  }
  return { preset: changed.length === 0 ? base : null, base, changed };
});

/** The rules of the game on the table, summed up (null: no game). */
export const selectGameRulesSummary = (s: GameState): RulesSummary | null =>
  s.game ? rulesSummary(s.game.rules) : null;
export const selectChosenSummary = (s: GameState): RulesSummary => rulesSummary(s.chosenRules);

/** What the chosen rules mean for a table of `players` (errors block Start; notes inform). */
export const notesFor = memo((rules: Rules, players: number): RulesNote[] =>
  checkRules(rules, players),
);

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
  /** KAPAGA! may be pressed with the selected play: after it the hand has KAPAGA (R19, R20). */
  canArm: boolean;
  /** ...and it was. */
  armed: boolean;
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

/** Opponents `catcher` may catch: one card (visibly KAPAGA), no call, and they saw their hand. */
export function catchTargetsFor(
  legal: readonly Action[],
  handSizes: readonly number[],
  unseen: readonly boolean[],
  catcher: number,
): number[] {
  const out = legal
    .filter(
      (a): a is Extract<Action, { type: 'catch' }> => a.type === 'catch' && a.seat === catcher,
    )
    .map((a) => a.target)
    // Only a one-card hand is visibly KAPAGA: a catch button on a bigger hand would tell
    // the player something hidden about it. A person who has not yet seen the hand the
    // table gave them (pass and play) cannot have called: not catchable until they have.
    .filter((t) => handSizes[t] === 1 && unseen[t] !== true);
  return [...new Set(out)];
}

const controlsOf = memo(
  (
    game: Game,
    view: PlayerView,
    mine: Action[],
    all: Action[],
    selection: number[],
    hints: boolean,
    unseen: boolean[],
    kapagaArmed: boolean,
  ): Controls => {
    const me = view.seat;
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
    const catchTargets = catchTargetsFor(mine, view.handSizes, unseen, me);
    const myTurn = view.phase === 'playing' && view.turn === me;
    // What the hand would be after the selected play, if it is a legal one.
    const rest = view.hand.filter((_, i) => !selection.includes(i));
    const canArm =
      exact.length > 0 &&
      !view.kapagaCalled[me] &&
      rest.length > 0 &&
      hasKapaga(
        rest.map((c) => parseCard(c) as number),
        view.rules,
      );
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
        : view.phase === 'playing' && me >= 0 && !view.kapagaCalled[me],
      canArm,
      armed: canArm && kapagaArmed,
      catchTargets,
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
  canArm: false,
  armed: false,
  catchTargets: [],
  canNextRound: false,
};

export const selectControls = (s: GameState): Controls => {
  const view = selectView(s);
  if (!s.game || !view) return NO_CONTROLS;
  return controlsOf(
    s.game,
    view,
    selectMyLegal(s),
    selectLegal(s),
    s.selection,
    s.settings.hints,
    s.unseen,
    s.kapagaArmed,
  );
};

/** The round is over and someone may deal the next (any viewer, watch mode included). */
export const selectCanNextRound = (s: GameState): boolean =>
  s.game?.phase === 'round-over' && selectLegal(s).some((a) => a.type === 'next-round');

/** The action the current selection stands for (with a call when one is chosen). */
export function playAction(seat: number, selected: string[], call?: string): Action {
  return call
    ? { type: 'play', seat, cards: selected, call }
    : { type: 'play', seat, cards: selected };
}

// ---- the seats ----------------------------------------------------------------------------
export type SeatStatus = 'to-act' | 'skipped' | 'eliminated' | 'out' | null;

export interface SeatInfo {
  seat: number;
  name: string;
  human: boolean;
  /** Watch mode with every hand shown: the hand, face up (else null). */
  faces: string[] | null;
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
    showAll: boolean,
  ): SeatInfo[] => {
    const skipped = new Set(
      game.events.filter((e) => e.type === 'skip').map((e) => (e as { seat: number }).seat),
    );
    const mode = modeOf(seats);
    const me = view.seat;
    const hands = showAll ? snapshotOf(game).hands : null;
    return seats.map((cfg, seat) => {
      let status: SeatStatus = null;
      if (view.eliminated[seat]) status = 'eliminated';
      else if (view.roundWinner === seat) status = 'out';
      else if (view.phase === 'playing' && view.turn === seat) status = 'to-act';
      else if (skipped.has(seat)) status = 'skipped';
      const statusText =
        status === 'to-act'
          ? seat === me
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
        faces: hands ? (hands[seat] ?? []) : null,
        levelName: cfg.kind === 'bot' ? LEVEL_NAMES[cfg.level] : mode === 'solo' ? 'You' : 'Person',
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
  return seatsOf(
    s.game,
    view,
    s.seats,
    s.lastActor,
    selectControls(s).catchTargets,
    selectShowAll(s),
  );
};

/**
 * The seats round the top of the table, in playing order: everyone but the person on
 * screen, starting on their left (between people: everyone, from the next to act).
 */
export const selectOthers = (s: GameState): SeatInfo[] => {
  const all = selectSeatInfo(s);
  const me = selectViewer(s);
  return othersOf(all, me ?? -1);
};
const othersOf = memo((all: SeatInfo[], me: number): SeatInfo[] => {
  const n = all.length;
  const from = me >= 0 ? me + 1 : 0;
  const out: SeatInfo[] = [];
  for (let k = 0; k < n; k++) {
    const seat = (from + k) % n;
    if (seat !== me) out.push(all[seat] as SeatInfo);
  }
  return out;
});

/** The person on screen, for their own line under the table. */
export const selectMe = (s: GameState): SeatInfo | null => {
  const me = selectViewer(s);
  return me === null ? null : (selectSeatInfo(s)[me] ?? null);
};

// ---- pass and play ------------------------------------------------------------------------
export interface Handoff {
  /** The person the device goes to. */
  to: number;
  name: string;
  /** Who holds it now (null: nobody's hand is on screen). */
  from: number | null;
  fromName: string | null;
  /** Those `to` may catch before looking: one card, no KAPAGA call (R21). */
  catchable: { seat: number; name: string }[];
}

const handoffOf = memo(
  (
    game: Game,
    seats: GameState['seats'],
    to: number,
    from: number | null,
    unseen: boolean[],
  ): Handoff => {
    const name = (x: number) => seats[x]?.name ?? `Seat ${x + 1}`;
    const view = publicViewOf(game);
    return {
      to,
      name: name(to),
      from,
      fromName: from === null ? null : name(from),
      catchable: catchTargetsFor(legalFor(game, to), view.handSizes, unseen, to).map((t) => ({
        seat: t,
        name: name(t),
      })),
    };
  },
);

export const selectHandoff = (s: GameState): Handoff | null => {
  const to = selectHandoffTo(s);
  if (to === null || !s.game) return null;
  return handoffOf(s.game, s.seats, to, s.holder, s.unseen);
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
    seat === view.seat ? 'You' : (seats[seat]?.name ?? `Seat ${seat + 1}`);
  const you = view.turn === view.seat;
  const call = view.call
    ? `8 called: ${callWords(view.call)}. Play ${callWords(view.call)}, an 8${view.rules.jokers ? ' or the Joker' : ''}.`
    : null;
  if (view.phase === 'game-over') return { main: 'The game is over.', call: null, tone: 'over' };
  if (view.phase === 'round-over')
    return {
      // Everyone reads the end of a round: "you" only when one person plays.
      main: `Round over: ${
        view.roundWinner === null
          ? 'nobody'
          : modeOf(seats) === 'solo'
            ? who(view.roundWinner)
            : (seats[view.roundWinner]?.name ?? `Seat ${view.roundWinner + 1}`)
      } went out.`,
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
/**
 * The log as the person on screen may read it: their own drawn cards, nobody else's
 * (between people: no drawn card at all; watch mode with every hand shown: all of them).
 */
const shownLog = memo((log: LogEntry[], viewer: number | null, all: boolean): LogEntry[] =>
  log.map((e) =>
    e.own !== undefined && (all || (viewer !== null && e.seat === viewer))
      ? { ...e, text: e.own }
      : e,
  ),
);
export const selectShownLog = (s: GameState): LogEntry[] =>
  shownLog(s.log, selectViewer(s), selectShowAll(s));

/** The lines of the latest step (the last turn), read out by the live region. */
export const selectLastLines = memo((log: LogEntry[]): LogEntry[] => {
  const last = log[log.length - 1];
  return last ? log.filter((e) => e.step === last.step) : [];
});
export const selectLatestLines = (s: GameState) => selectLastLines(selectShownLog(s));

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
  const you = soloSeat(s.seats);
  const w = s.game.winners.map((x) =>
    x === you ? 'You' : (selectNames(s.seats)[x] ?? `Seat ${x + 1}`),
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

// ---- open tables: replays and rule demos (every hand face up) ------------------------------
export interface OpenSeat {
  seat: number;
  name: string;
  hand: string[];
  score: number;
  toAct: boolean;
  dealer: boolean;
  kapaga: boolean;
  eliminated: boolean;
  wentOut: boolean;
}

export interface OpenTable {
  seats: OpenSeat[];
  top: string;
  discard: number;
  stock: number;
  pending: number;
  call: string | null;
  /** Whose turn and what they owe, in words (as the table says it). */
  text: TableText;
  phase: Game['phase'];
}

export const openTableOf = memo((game: Game, names: readonly string[]): OpenTable => {
  const snap = snapshotOf(game);
  const view = publicViewOf(game);
  return {
    seats: snap.hands.map((hand, seat) => ({
      seat,
      name: names[seat] ?? `Seat ${seat + 1}`,
      hand,
      score: snap.scores[seat] ?? 0,
      toAct: snap.phase === 'playing' && snap.turn === seat,
      dealer: snap.dealer === seat,
      kapaga: snap.kapagaCalled[seat] === true,
      eliminated: snap.eliminated[seat] === true,
      wentOut: snap.roundWinner === seat,
    })),
    top: snap.top,
    discard: snap.discard.length,
    stock: snap.stock.length,
    pending: snap.pending,
    call: snap.call,
    text: tableTextOf(
      view,
      names.map((name) => ({ name, kind: 'bot' as const, level: 'easy' as const })),
    ),
    phase: snap.phase,
  };
});

export interface OpenLine {
  id: string;
  /** The move that caused it (0: the deal or the table as laid out). */
  step: number;
  kind: LogEntry['kind'];
  text: string;
}

/** What each game of a sequence caused, in words, drawn cards shown (every hand is open). */
export const openLogOf = memo((games: readonly Game[], names: readonly string[]): OpenLine[] =>
  games.flatMap((g, step) =>
    g.events.flatMap((e, k) => {
      const text = describeEvent(e, names, 'seat' in e ? e.seat : null);
      return text === null
        ? []
        : [{ id: `${step}-${k}`, step, kind: lineKind(e), text } satisfies OpenLine];
    }),
  ),
);
const lineKind = (e: GameEvent): LogEntry['kind'] => (e.type === 'kapaga' ? 'chant' : 'event');

/** Every game of a record, from the deal to its last action (memoized per record). */
export const replayGamesOf = memo((record: GameRecord): Game[] => {
  const first = record.setup
    ? fromSetup(record.setup)
    : newGame({ players: record.players, seed: record.seed, rules: record.rules });
  if (!first.ok) return [];
  const out = [first.value];
  for (const a of record.actions) {
    const next = applyAction(out[out.length - 1] as Game, a);
    if (!next.ok) break;
    out.push(next.value);
  }
  return out;
});

export interface ReplayView {
  at: number;
  last: number;
  table: OpenTable;
  lines: OpenLine[];
  /** The move just made, in words (e.g. "Cal played 7H 7S on 9H."). */
  move: string | null;
  names: string[];
  rules: Rules;
}

const replayViewOf = memo((record: GameRecord, names: string[], at: number): ReplayView | null => {
  const games = replayGamesOf(record);
  const last = games.length - 1;
  const i = Math.max(0, Math.min(at, last));
  const game = games[i];
  if (!game) return null;
  const lines = openLogOf(games, names).filter((l) => l.step <= i);
  const action = i > 0 ? record.actions[i - 1] : undefined;
  return {
    at: i,
    last,
    table: openTableOf(game, names),
    lines,
    // The move in words (its first log line), else in the record's notation.
    move: action ? (lines.find((l) => l.step === i)?.text ?? formatAction(action)) : null,
    names,
    rules: game.rules,
  };
});

export const selectReplayView = (s: GameState): ReplayView | null =>
  s.replay ? replayViewOf(s.replay.record, s.replay.names, s.replay.at) : null;
