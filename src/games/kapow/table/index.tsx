/**
 * KAPOW!'s table (TableProps): every seat's triads, the piles, the drawn card and the ways
 * to play it. Everything offered comes from `legal`; a click finds its action there, and a
 * drop of the drawn card runs the click of the place it lands on.
 */
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
import { LEVEL_NAMES } from '../../../kit/levels';
import { Words } from '../../../kit/react/Words';
import type { Player, TableProps, Token } from '../../module';
import type { Action, PlayerView, Where } from '../engine';
import { type Prefs, prefsOf } from '../prefs';
import { finalTurnsLine, prompt } from '../prompt';
import { cardToken, POS_NAMES, plain, speakTo, triadLabel } from '../words';
import { Center } from './Center';
import { actionsAt, choiceWords, isAdvice, placesDrawn, same, swapSources } from './choices';
import { DISCARD, type Dragging, useDrag } from './drag';
import { useFit } from './fit';
import { HandView, type SlotAct } from './HandView';
import { useTableMemory } from './memory';
import { useMoves } from './moves';
import { Face } from './Slot';
import { Summary } from './Summary';
import { Understand } from './Understand';
import './table.css';

type Props = TableProps<PlayerView, Action, Prefs>;

function SeatHead({ v, n, p, s }: { v: PlayerView; n: Props['narrator']; p?: Player; s: number }) {
  const name = n.you === s ? 'You' : (n.names[s] ?? `Seat ${s + 1}`);
  const playing = v.phase === 'playing';
  return (
    <h2 className={`kseat${playing && v.turn === s ? ' turn' : ''}`}>
      <bdi className="name">{name}</bdi>
      {p?.kind === 'bot' && p.level && <span className="level">{LEVEL_NAMES[p.level]}</span>}
      <span className="score">{v.scores[s]} pts</span>
      {playing && v.turn === s && <span className="badge">to play</span>}
      {v.wentOut === s && <span className="badge out">out</span>}
      {playing && v.finalTurns[s] && <span className="badge">final turn</span>}
    </h2>
  );
}

export default function KapowTable(props: Props) {
  const { view: v, legal, act, decisions, advice } = props;
  // One way to say each seat, as the header, the log and the summaries say it.
  const n = speakTo(props.narrator, props.players);
  // Motion: allowed (the system's setting) and not the instant speed (the player's).
  const motion = props.motion && (props.moveMs ?? 0) > 0;
  const [selected, setSelected] = useState<Where | null>(null);
  const { flash, going, lastActor, lastMover } = useTableMemory(v, n.you);
  // A new view (a move made, by anyone) clears a half-made choice.
  const [shown, setShown] = useState(v);
  if (shown !== v) {
    setShown(v);
    setSelected(null);
  }

  // Escape lets go of a chosen position or KAPOW! card.
  useEffect(() => {
    if (!selected) return;
    const off = (e: KeyboardEvent) => e.key === 'Escape' && setSelected(null);
    window.addEventListener('keydown', off);
    return () => window.removeEventListener('keydown', off);
  }, [selected]);

  const find = (f: (a: Action) => boolean) => {
    const a = legal.find(f);
    return a ? () => act(a) : null;
  };
  /** The advised action, when it is one `f` finds: its place on the table is marked. */
  const advised = (f: (a: Action) => boolean) => isAdvice(advice, legal.find(f));
  const sources = v.stage === 'swap' ? swapSources(v, legal) : [];
  const kapow =
    v.stage === 'swap' ? (selected ?? (sources.length === 1 ? (sources[0] ?? null) : null)) : null;
  const drawn = v.drawn && v.drawn !== '?' ? cardToken(v.drawn).spoken : 'card';
  // Where the drawn card may be dropped: where the engine offers to play it (K11).
  const dropName = (w: Where) =>
    placesDrawn(legal, w) ? `triad-${w.triad + 1}-${POS_NAMES[w.pos]}` : undefined;

  const slotAct = (w: Where): SlotAct | null => {
    if (sources.some((k) => same(k, w)))
      return {
        label: 'Choose this KAPOW! card to swap',
        onClick: () => setSelected(w),
        pressed: kapow !== null && same(kapow, w),
        // The advised swap: its KAPOW! card until it is chosen, then the place it goes.
        advised: advice?.type === 'swap' && !kapow && (same(advice.a, w) || same(advice.b, w)),
      };
    const acts = actionsAt(legal, w, kapow);
    const one = acts[0];
    if (!one) return null;
    const here = acts.some((a) => isAdvice(advice, a));
    if (acts.length === 1)
      return {
        label: one.type === 'reveal' ? 'Reveal' : plain(choiceWords(v, one)),
        onClick: () => act(one),
        drop: dropName(w),
        advised: here,
      };
    return {
      label: `Choose how to play the ${drawn} here`,
      onClick: () => setSelected(w),
      pressed: selected !== null && same(selected, w),
      drop: dropName(w),
      advised: here,
    };
  };

  const playAt = v.stage === 'play' && selected ? actionsAt(legal, selected, null) : [];
  const choices =
    playAt.length > 1
      ? playAt.map((a) => ({
          tokens: choiceWords(v, a),
          run: () => act(a),
          advised: isAdvice(advice, a),
        }))
      : null;
  const me = v.seat;
  const onDiscard = find((a) => a.type === 'discard');
  // A drop does what a click on the same place does, no more (drag.ts).
  const drops = new Map<string, () => void>();
  if (onDiscard) drops.set(DISCARD, onDiscard);
  (v.hands[me] ?? []).forEach((triad, t) => {
    triad.forEach((_, pos) => {
      const a = slotAct({ triad: t, pos });
      if (a?.drop) drops.set(a.drop, a.onClick);
    });
  });
  const root = useRef<HTMLDivElement>(null);
  useFit(root, [v, selected, advice], props.steady === true);
  useMoves(root, v, motion ? (props.moveMs ?? 0) : 0);
  useNextFocus(root, v);
  const { dragging, onPointerDown } = useDrag(drops, root);
  const over = dragging?.over ?? null;
  const others = Array.from({ length: v.players - 1 }, (_, i) => (me + 1 + i) % v.players);
  const actor = lastActor ?? (v.turn + v.players - 1) % v.players;
  const finals = finalTurnsLine(v, n);
  // A bot's table talk, by its seat while its move is the last one, unless muted.
  const talk = (s: number) =>
    prefsOf(props.prefs).muteTalk || lastMover !== s ? null : (decisions[s]?.say ?? null);
  const nameOf = (s: number) => n.names[s] ?? `Seat ${s + 1}`;
  const handTitle = (s: number) => (n.you === s ? 'Your hand' : `${nameOf(s)}'s hand`);
  const done = flash.flatMap((t, s) =>
    t.map((i) => `${handTitle(s)}: ${triadLabel(i)} is complete.`),
  );

  return (
    <div
      ref={root}
      // Where the keyboard waits while others play (useNextFocus), rather than the page.
      tabIndex={-1}
      className={`kapow players-${v.players}${motion ? ' motion' : ''}${dragging ? ' dragging' : ''}`}
      style={oppsStyle(v.players - 1)}
    >
      <div className="kgrid">
        <Opponents
          others={others}
          v={v}
          n={n}
          players={props.players}
          flash={flash}
          going={going}
          talk={talk}
          nameOf={nameOf}
          handTitle={handTitle}
        />
        <div className="kmid">
          <Center
            v={v}
            n={n}
            onStock={find((a) => a.type === 'draw' && a.from === 'stock')}
            onTake={find((a) => a.type === 'draw' && a.from === 'discard')}
            onDiscard={onDiscard}
            onEnd={find((a) => a.type === 'end')}
            advised={{
              stock: advised((a) => a.type === 'draw' && a.from === 'stock'),
              take: advised((a) => a.type === 'draw' && a.from === 'discard'),
              discard: advised((a) => a.type === 'discard'),
              end: advised((a) => a.type === 'end'),
            }}
            choices={choices}
            onCancel={() => setSelected(null)}
            drag={{
              onPointerDown: drops.size > 0 ? onPointerDown : null,
              lifted: dragging !== null,
              over,
            }}
          />
          <TableInfo v={v} n={n} legal={legal} finals={finals} done={done}>
            {actor !== n.you && (
              <Understand name={nameOf(actor)} decision={decisions[actor] ?? null} narrator={n} />
            )}
          </TableInfo>
        </div>
        <section className="kme" aria-label={handTitle(me)}>
          {/* Over the top of the hand: the seat's name below stays in view. */}
          <Talk who={nameOf(me)} say={talk(me)} />
          <HandView
            seat={me}
            hand={v.hands[me] ?? []}
            title={`${handTitle(me)}, triads`}
            kapowPenalty={v.rules.kapowPenalty}
            flash={flash[me]}
            going={going[me]}
            slotAct={slotAct}
            over={over}
          />
          <SeatHead v={v} n={n} p={props.players?.[me]} s={me} />
        </section>
      </div>
      {dragging && v.drawn && v.drawn !== '?' && (
        <div className="kghost" aria-hidden="true" style={ghostStyle(dragging)}>
          <Face p={{ up: v.drawn, mods: [] }} />
        </div>
      )}
      {v.phase !== 'playing' && (
        // Keyboard users scroll it too when it is taller than the table (a short screen).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is focusable
        <div className="ksum-wrap" tabIndex={0}>
          <Summary
            v={v}
            n={n}
            rounds={props.rounds ?? []}
            onNext={find((a) => a.type === 'next-round')}
          />
        </div>
      )}
    </div>
  );
}

/** A bot's remark (Decision.say) by its seat, read out politely. */
function Talk({ who, say }: { who: string; say: readonly Token[] | null }) {
  return (
    <p className="ktalk" aria-live="polite">
      {say && (
        <>
          <span className="sr-only">{`${who} says: `}</span>
          <q>
            <Words tokens={say} />
          </q>
        </>
      )}
    </p>
  );
}

/**
 * After a move the keyboard goes on from the control that comes next (K9-K12): the next
 * reveal, the draw pile, a place for the drawn card, End turn after a swap; the expert's
 * advice first when it shows. It moves only when the focus was lost with the control that
 * had it (on the page itself) or waits on the table; while others play it waits there.
 */
function useNextFocus(root: React.RefObject<HTMLDivElement | null>, v: PlayerView) {
  useEffect(() => {
    const el = root.current;
    if (!el || v.phase !== 'playing') return;
    const now = document.activeElement;
    if (now && now !== document.body && now !== el) return;
    if (document.querySelector('[aria-modal="true"]')) return;
    const order = [
      '.advised:is(button)',
      v.stage === 'swap' ? '.kplay .btn.primary' : '',
      '.kme button.kslot',
      'button.kpile',
      '.kplay button',
    ];
    const next = order
      .filter(Boolean)
      .map((q) => el.querySelector<HTMLElement>(q))
      .find((x) => x !== null);
    (next ?? el).focus({ preventScroll: true });
  }, [root, v]);
}

/** The custom property the grid reads: the number of opponents. */
function oppsStyle(opps: number): CSSProperties {
  const style: CSSProperties & { '--opps'?: number } = {};
  style['--opps'] = opps;
  return style;
}

/** The dragged card's place in the table's box, and its width (the card it was lifted from). */
function ghostStyle(d: Dragging): CSSProperties {
  const style: CSSProperties & { '--w'?: string } = {
    transform: `translate(${d.x}px, ${d.y}px)`,
  };
  style['--w'] = `${d.w}px`;
  return style;
}

/** The other seats' hands, each with its head and its bot's remark. */
function Opponents({
  others,
  v,
  n,
  players,
  flash,
  going,
  talk,
  nameOf,
  handTitle,
}: {
  others: readonly number[];
  v: PlayerView;
  n: Props['narrator'];
  players: Props['players'];
  flash: ReturnType<typeof useTableMemory>['flash'];
  going: ReturnType<typeof useTableMemory>['going'];
  talk(s: number): readonly Token[] | null;
  nameOf(s: number): string;
  handTitle(s: number): string;
}) {
  return (
    <div className="kopps">
      {others.map((s) => (
        <section key={s} className="kopp" aria-label={handTitle(s)}>
          <SeatHead v={v} n={n} p={players?.[s]} s={s} />
          <Talk who={nameOf(s)} say={talk(s)} />
          <HandView
            seat={s}
            hand={v.hands[s] ?? []}
            title={`${handTitle(s)}, triads`}
            kapowPenalty={v.rules.kapowPenalty}
            flip
            flash={flash[s]}
            going={going[s]}
          />
        </section>
      ))}
    </div>
  );
}

/** What to do now, the final turns, the triads just completed (read out), and the tools. */
function TableInfo({
  v,
  n,
  legal,
  finals,
  done,
  children,
}: {
  v: PlayerView;
  n: Props['narrator'];
  legal: Props['legal'];
  finals: ReturnType<typeof finalTurnsLine>;
  done: readonly string[];
  children: ReactNode;
}) {
  return (
    <div className="kinfo">
      <p className="kstatus" aria-live="polite">
        <Words tokens={prompt(v, legal, n)} />
      </p>
      {finals && (
        <p className="kfinal" role="status">
          <Words tokens={finals} />
        </p>
      )}
      <p className="sr-only" aria-live="polite">
        {done.join(' ')}
      </p>
      <div className="ktools">{children}</div>
    </div>
  );
}
