import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { ANIMATION_MS, selectGame, selectViewerEvents } from '../store/selectors';
import { CardBack, CardFace } from '../table/Card';
import { flightsFor } from './fx';
import { prefersReducedMotion } from './motion';
import { useGame } from './StoreContext';
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

/** Cards in flight over the table: every event is seen moving (unless motion is reduced). */
export function Fx() {
  const game = useGame(selectGame);
  const speed = useStore(
    useGame((s) => s.table),
    (t) => t.speed,
  );
  // Only the person on screen sees their own drawn cards fly face up.
  const events = useGame(selectViewerEvents);
  const [flying, setFlying] = useState<Flying[]>([]);
  // null: the game on screen when the table opens is animated too (the deal).
  const seen = useRef<typeof game>(null);
  const nextId = useRef(1);

  useEffect(() => {
    if (!game || game === seen.current) return;
    seen.current = game;
    const ms = ANIMATION_MS[speed];
    if (ms === 0 || prefersReducedMotion() || typeof Element.prototype.animate !== 'function')
      return;
    const batch: Flying[] = [];
    for (const f of flightsFor(events, game.eliminated)) {
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
  }, [game, events, speed]);

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
