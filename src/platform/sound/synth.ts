/**
 * The table's synthesizer for every game, made with the Web Audio API (no files to load): it
 * plays any sound a game's book describes (src/kit/sound.ts). Loaded only when sound is on.
 */
import type { Sound } from '../../kit/sound';

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

/** Play `sound` after `delay` seconds, at `volume` (0 to 1). */
export function play(sound: Sound, volume: number, delay = 0): void {
  const c = context();
  if (c?.state !== 'running' || volume <= 0) return;
  const at = c.currentTime + delay;
  const v = Math.min(1, volume);
  for (const p of sound.parts)
    if (p.kind === 'swish') swish(c, at + p.at, p.len, p.vol * v, p.from, p.to);
    else tone(c, at + p.at, p.freq, p.len, p.vol * v, p.wave);
}
