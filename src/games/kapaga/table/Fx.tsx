/**
 * Cards in flight over the table: every event of a new state is seen moving, for `moveMs`
 * each (TableProps; 0: nothing moves). The events are the view's: another seat's drawn card
 * flies face down, unless every card is face up (an open view).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PlayerView } from '../engine';
import { CardBack, CardFace } from './Card';
import { useFelt } from './context';
import { eyesOf } from './derive';
import { flightsFor } from './fx';
import './Fx.css';

interface Flying {
  id: number;
  face: string | null;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  delay: number;
  ms: number;
}

const MAX_FLYING = 40;

function centre(name: string): { x: number; y: number } | null {
  const el = document.querySelector(`[data-anchor="${name}"]`);
  if (!el) return null;
  const r = el.getBoundingClientRect();
  if (r.width === 0 && r.height === 0) return null;
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
}

export function Fx() {
  const { view, moveMs = 0 } = useFelt();
  const [flying, setFlying] = useState<Flying[]>([]);
  // A view is made once per state (by the platform and by Kapaga's store): a new one from the
  // same eyes (eyesOf) is a new state, whose events fly; new eyes see the table as it stands.
  // The view the table opens on flies too (the deal).
  const seen = useRef<{ view: PlayerView; eyes: string } | null>(null);
  const nextId = useRef(1);

  useEffect(() => {
    const eyes = eyesOf(view);
    const last = seen.current;
    if (last?.view === view) return;
    seen.current = { view, eyes };
    const ms = moveMs;
    if (last && last.eyes !== eyes) return;
    if (ms === 0 || typeof Element.prototype.animate !== 'function') return;
    const batch: Flying[] = [];
    for (const f of flightsFor(view.events, view.eliminated)) {
      const a = centre(f.from);
      const b = centre(f.to);
      if (!a || !b) continue;
      batch.push({
        id: nextId.current++,
        face: f.face,
        x0: a.x,
        y0: a.y,
        x1: b.x,
        y1: b.y,
        delay: f.at * ms,
        ms,
      });
    }
    if (batch.length) setFlying((now) => [...now, ...batch].slice(-MAX_FLYING));
  }, [view, moveMs]);

  const done = useCallback((id: number) => setFlying((now) => now.filter((f) => f.id !== id)), []);

  return (
    <div className="fx-layer" aria-hidden="true">
      {flying.map((f) => (
        <FlyingCard key={f.id} f={f} onDone={done} />
      ))}
    </div>
  );
}

function FlyingCard({ f, onDone }: { f: Flying; onDone: (id: number) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const anim = el.animate(
      [
        {
          transform: `translate(${f.x0}px, ${f.y0}px) translate(-50%, -50%) scale(0.9)`,
          opacity: 1,
        },
        { transform: `translate(${f.x1}px, ${f.y1}px) translate(-50%, -50%) scale(1)`, opacity: 1 },
      ],
      { duration: f.ms, delay: f.delay, easing: 'cubic-bezier(.3,.7,.3,1)', fill: 'both' },
    );
    anim.onfinish = () => onDone(f.id);
    return () => anim.cancel();
  }, [f, onDone]);
  return (
    <div ref={ref} className="flying">
      {f.face ? <CardFace code={f.face} /> : <CardBack />}
    </div>
  );
}
