/**
 * KAPOW!'s table (TableProps): every seat's triads, the piles, the drawn card and the ways
 * to play it. Everything offered comes from `legal`; a click finds its action there, and a
 * drop of the drawn card runs the click of the place it lands on.
 */
import {
  type ComponentProps,
  type CSSProperties,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from 'react';
import { LEVEL_NAMES } from '../../../kit/levels';
import { Understand } from '../../../kit/react/Understand';
import { Words } from '../../../kit/react/Words';
import type { Player, TableProps, Token } from '../../module';
import type { Action, PlayerView, Where } from '../engine';
import { type Prefs, prefsOf } from '../prefs';
import { finalTurnsLine, prompt } from '../prompt';
import { speakTo, triadLabel } from '../words';
import { type TableActs, tableActs } from './acts';
import { Center } from './Center';
import { type Dragging, useDrag } from './drag';
import { useFit } from './fit';
import { HandView } from './HandView';
import { useTableMemory } from './memory';
import { useMoves } from './moves';
import { Face } from './Slot';
import { Summary } from './Summary';
import './table.css';

type Props = TableProps<PlayerView, Action, Prefs>;
type CenterDrag = ComponentProps<typeof Center>['drag'];
type HandViewProps = ComponentProps<typeof HandView>;

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
  const { flash, going, lastActor, lastMover } = useTableMemory(v, n.you);
  const [selected, setSelected] = useSelected(v);
  const acts = tableActs({ v, legal, act, advice, selected, select: setSelected });
  const root = useRef<HTMLDivElement>(null);
  useFit(root, [v, selected, advice], props.steady === true);
  useMoves(root, v, motion ? (props.moveMs ?? 0) : 0);
  useNextFocus(root, v);
  const { dragging, onPointerDown } = useDrag(acts.drops, root);
  const me = v.seat;
  const others = Array.from({ length: v.players - 1 }, (_, i) => (me + 1 + i) % v.players);
  const actor = lastActor ?? (v.turn + v.players - 1) % v.players;
  // A bot's table talk, by its seat while its move is the last one, unless muted.
  const talk = (s: number) =>
    prefsOf(props.prefs).muteTalk || lastMover !== s ? null : (decisions[s]?.say ?? null);
  const nameOf = (s: number) => n.names[s] ?? `Seat ${s + 1}`;
  const handTitle = (s: number) => (n.you === s ? 'Your hand' : `${nameOf(s)}'s hand`);
  const done = flash.flatMap((t, s) =>
    t.map((i) => `${handTitle(s)}: ${triadLabel(i)} is complete.`),
  );
  const seats = { v, n, players: props.players, flash, going, talk, nameOf, handTitle };

  return (
    <div
      ref={root}
      // Where the keyboard waits while others play (useNextFocus), rather than the page.
      tabIndex={-1}
      className={`kapow players-${v.players}${motion ? ' motion' : ''}${dragging ? ' dragging' : ''}`}
      style={oppsStyle(v.players - 1)}
    >
      <div className="kgrid">
        <Opponents others={others} {...seats} />
        <Middle
          v={v}
          n={n}
          legal={legal}
          acts={acts}
          onCancel={() => setSelected(null)}
          drag={{
            onPointerDown: acts.drops.size > 0 ? onPointerDown : null,
            lifted: dragging !== null,
            over: dragging?.over ?? null,
          }}
          done={done}
        >
          {actor !== n.you && (
            <Understand name={nameOf(actor)} decision={decisions[actor] ?? null} narrator={n} />
          )}
        </Middle>
        <MySeat
          {...seats}
          p={props.players?.[me]}
          slotAct={acts.slotAct}
          over={dragging?.over ?? null}
        />
      </div>
      <Ghost dragging={dragging} drawn={v.drawn} />
      {v.phase !== 'playing' && (
        // Keyboard users scroll it too when it is taller than the table (a short screen).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is focusable
        <div className="ksum-wrap" tabIndex={0}>
          <Summary
            v={v}
            n={n}
            rounds={props.rounds ?? []}
            onNext={acts.find((a) => a.type === 'next-round')}
          />
        </div>
      )}
    </div>
  );
}

/**
 * The own position or KAPOW! card chosen, awaiting the next click: a new view (a move made,
 * by anyone) clears a half-made choice, and Escape lets go of it.
 */
function useSelected(v: PlayerView) {
  const [selected, setSelected] = useState<Where | null>(null);
  const [shown, setShown] = useState(v);
  if (shown !== v) {
    setShown(v);
    setSelected(null);
  }
  useEffect(() => {
    if (!selected) return;
    const off = (e: KeyboardEvent) => e.key === 'Escape' && setSelected(null);
    window.addEventListener('keydown', off);
    return () => window.removeEventListener('keydown', off);
  }, [selected]);
  return [selected, setSelected] as const;
}

/** The middle of the table: the piles and the drawn card's ways (Center), and what to do now. */
function Middle({
  v,
  n,
  legal,
  acts,
  onCancel,
  drag,
  done,
  children,
}: {
  v: PlayerView;
  n: Props['narrator'];
  legal: Props['legal'];
  acts: TableActs;
  onCancel(): void;
  drag: CenterDrag;
  done: readonly string[];
  children: ReactNode;
}) {
  const { find, advised } = acts;
  return (
    <div className="kmid">
      <Center
        v={v}
        n={n}
        onStock={find((a) => a.type === 'draw' && a.from === 'stock')}
        onTake={find((a) => a.type === 'draw' && a.from === 'discard')}
        onDiscard={acts.onDiscard}
        onEnd={find((a) => a.type === 'end')}
        advised={{
          stock: advised((a) => a.type === 'draw' && a.from === 'stock'),
          take: advised((a) => a.type === 'draw' && a.from === 'discard'),
          discard: advised((a) => a.type === 'discard'),
          end: advised((a) => a.type === 'end'),
        }}
        choices={acts.choices}
        onCancel={onCancel}
        drag={drag}
      />
      <TableInfo v={v} n={n} legal={legal} finals={finalTurnsLine(v, n)} done={done}>
        {children}
      </TableInfo>
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

/** The drawn card while it is dragged, under the pointer. */
function Ghost({ dragging, drawn }: { dragging: Dragging | null; drawn: PlayerView['drawn'] }) {
  if (!dragging || !drawn || drawn === '?') return null;
  return (
    <div className="kghost" aria-hidden="true" style={ghostStyle(dragging)}>
      <Face p={{ up: drawn, mods: [] }} />
    </div>
  );
}

/** The dragged card's place in the table's box, and its width (the card it was lifted from). */
function ghostStyle(d: Dragging): CSSProperties {
  const style: CSSProperties & { '--w'?: string } = {
    transform: `translate(${d.x}px, ${d.y}px)`,
  };
  style['--w'] = `${d.w}px`;
  return style;
}

/** The seat whose screen this is: its bot's remark, its hand to click on, its head. */
function MySeat({
  v,
  n,
  p,
  flash,
  going,
  talk,
  nameOf,
  handTitle,
  slotAct,
  over,
}: SeatsProps & { p: Player | undefined; slotAct: HandViewProps['slotAct']; over: string | null }) {
  const me = v.seat;
  return (
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
      <SeatHead v={v} n={n} p={p} s={me} />
    </section>
  );
}

/** What every seat's part of the table is told: the view, the names, the flashes, the talk. */
interface SeatsProps {
  v: PlayerView;
  n: Props['narrator'];
  players: Props['players'];
  flash: ReturnType<typeof useTableMemory>['flash'];
  going: ReturnType<typeof useTableMemory>['going'];
  talk(s: number): readonly Token[] | null;
  nameOf(s: number): string;
  handTitle(s: number): string;
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
}: SeatsProps & { others: readonly number[] }) {
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
