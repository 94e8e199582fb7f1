/**
 * The table's sounds for every game, made with the Web Audio API (no files to load): short,
 * soft, and each one recognisable. Loaded only when the player turns sound on.
 */
import type { Cue } from '../../games/module';

let ctx: AudioContext | null = null;
let noise: AudioBuffer | null = null;

function context(): AudioContext | null {
  if (ctx) return ctx;
  // Safari before 14.1 names it webkitAudioContext.
  const Ctor: typeof AudioContext | undefined =
    globalThis.AudioContext ??
    ('webkitAudioContext' in globalThis
      ? Reflect.get(globalThis, 'webkitAudioContext')
      : undefined);
  if (!Ctor) return null;
  ctx = new Ctor();
  const n = ctx.createBuffer(1, ctx.sampleRate / 4, ctx.sampleRate);
  const data = n.getChannelData(0);
  let seed = 22222;
  for (let i = 0; i < data.length; i++) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    data[i] = seed / 2147483648 - 1;
  }
  noise = n;
  return ctx;
}

/** Let the browser start sound (call from a click: autoplay rules). */
export async function unlock(): Promise<void> {
  const c = context();
  if (c && c.state !== 'running') await c.resume().catch(() => {});
}

function envelope(c: AudioContext, at: number, peak: number, attack: number, decay: number) {
  const g = c.createGain();
  g.gain.setValueAtTime(0.0001, at);
  g.gain.exponentialRampToValueAtTime(Math.max(0.0002, peak), at + attack);
  g.gain.exponentialRampToValueAtTime(0.0001, at + attack + decay);
  g.connect(c.destination);
  return g;
}

function tone(
  c: AudioContext,
  at: number,
  freq: number,
  len: number,
  vol: number,
  type: OscillatorType = 'sine',
) {
  const o = c.createOscillator();
  o.type = type;
  o.frequency.setValueAtTime(freq, at);
  o.connect(envelope(c, at, vol, 0.01, len));
  o.start(at);
  o.stop(at + len + 0.05);
}

function swish(c: AudioContext, at: number, len: number, vol: number, from: number, to: number) {
  if (!noise) return;
  const src = c.createBufferSource();
  src.buffer = noise;
  const f = c.createBiquadFilter();
  f.type = 'bandpass';
  f.frequency.setValueAtTime(from, at);
  f.frequency.exponentialRampToValueAtTime(to, at + len);
  f.Q.value = 1.2;
  src.connect(f);
  f.connect(envelope(c, at, vol, 0.005, len));
  src.start(at);
  src.stop(at + len + 0.05);
}

/** Play `name` after `delay` seconds, at `volume` (0 to 1). */
export function play(name: Cue, volume: number, delay = 0): void {
  const c = context();
  if (c?.state !== 'running' || volume <= 0) return;
  const at = c.currentTime + delay;
  const v = Math.min(1, volume);
  switch (name) {
    case 'deal':
      for (let k = 0; k < 5; k++) swish(c, at + k * 0.06, 0.05, 0.25 * v, 2500, 1800);
      break;
    case 'play':
      swish(c, at, 0.08, 0.35 * v, 1800, 700);
      break;
    case 'draw':
      swish(c, at, 0.07, 0.25 * v, 900, 2200);
      break;
    case 'penalty':
      tone(c, at, 330, 0.12, 0.18 * v, 'triangle');
      tone(c, at + 0.1, 247, 0.16, 0.18 * v, 'triangle');
      break;
    case 'pass':
      swish(c, at, 0.35, 0.3 * v, 400, 3000);
      break;
    case 'call':
      tone(c, at, 784, 0.12, 0.2 * v);
      tone(c, at + 0.1, 1175, 0.2, 0.2 * v);
      break;
    case 'catch':
      tone(c, at, 196, 0.25, 0.22 * v, 'sawtooth');
      break;
    case 'round':
      for (const [k, f] of [523, 659, 784].entries()) tone(c, at + k * 0.09, f, 0.18, 0.16 * v);
      break;
    case 'match':
      for (const [k, f] of [523, 659, 784, 1047].entries())
        tone(c, at + k * 0.12, f, k === 3 ? 0.5 : 0.2, 0.18 * v);
      break;
  }
}
