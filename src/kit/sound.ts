/**
 * Sounds as data, for any game: a game names its own moments (`SoundBook`: a trick won, a
 * meld, a push) and says how each sounds with the parts the table's synthesizer makes (noise
 * swept through a band, or tones). Nothing here plays: the platform's synthesizer does, only
 * when sound is on.
 */

/** Noise swept from one band to another: a card slid, flicked or fanned. */
export interface Swish {
  kind: 'swish';
  /** Seconds after the sound starts. */
  at: number;
  /** Seconds it lasts. */
  len: number;
  /** Loudness 0-1 at full volume. */
  vol: number;
  /** Band centre in Hz, from and to. */
  from: number;
  to: number;
}

/** One note. */
export interface Tone {
  kind: 'tone';
  at: number;
  len: number;
  vol: number;
  /** Hz. */
  freq: number;
  wave: 'sine' | 'triangle' | 'sawtooth' | 'square';
}

export interface Sound {
  parts: readonly (Swish | Tone)[];
  /** Seconds it holds the table before the next sound of the same action starts. */
  hold: number;
}

/** A game's sounds by the names its `sounds` hook says. */
export type SoundBook = Readonly<Record<string, Sound>>;

const GAP = 0.09;
const swish = (at: number, len: number, vol: number, from: number, to: number): Swish => ({
  kind: 'swish',
  at,
  len,
  vol,
  from,
  to,
});
const tone = (
  at: number,
  freq: number,
  len: number,
  vol: number,
  wave: Tone['wave'] = 'sine',
): Tone => ({
  kind: 'tone',
  at,
  len,
  vol,
  freq,
  wave,
});
/** Notes one after another, `every` seconds apart, the last held `last` seconds. */
const run = (freqs: readonly number[], every: number, len: number, vol: number, last = len) =>
  freqs.map((f, k) => tone(k * every, f, k === freqs.length - 1 ? last : len, vol));

/**
 * The table's palette: sounds any game may name in its book (or build its own from parts).
 * The table itself sounds `deal` for a new deal and `round` and `match` at their ends.
 */
export const SOUNDS = {
  /** Five cards dealt. */
  deal: { parts: [0, 1, 2, 3, 4].map((k) => swish(k * 0.06, 0.05, 0.25, 2500, 1800)), hold: 0.35 },
  /** A card laid down. */
  play: { parts: [swish(0, 0.08, 0.35, 1800, 700)], hold: GAP },
  /** A card taken up. */
  draw: { parts: [swish(0, 0.07, 0.25, 900, 2200)], hold: GAP },
  /** Cards handed across the table. */
  pass: { parts: [swish(0, 0.35, 0.3, 400, 3000)], hold: 0.3 },
  /** Something bad: cards to draw, points lost. */
  penalty: {
    parts: [tone(0, 330, 0.12, 0.18, 'triangle'), tone(0.1, 247, 0.16, 0.18, 'triangle')],
    hold: GAP,
  },
  /** A call, a made set: two rising notes. */
  call: { parts: [tone(0, 784, 0.12, 0.2), tone(0.1, 1175, 0.2, 0.2)], hold: GAP },
  /** Caught out: one low buzz. */
  catch: { parts: [tone(0, 196, 0.25, 0.22, 'sawtooth')], hold: GAP },
  /** A small win (a trick taken): one bright note. */
  win: { parts: [tone(0, 988, 0.14, 0.16)], hold: GAP },
  /** Cards that cancel: a falling pair. */
  cancel: {
    parts: [tone(0, 660, 0.1, 0.16, 'triangle'), tone(0.08, 440, 0.14, 0.16, 'triangle')],
    hold: GAP,
  },
  /** A round's end. */
  round: { parts: run([523, 659, 784], 0.09, 0.18, 0.16), hold: 0.3 },
  /** The match's end. */
  match: { parts: run([523, 659, 784, 1047], 0.12, 0.2, 0.18, 0.5), hold: GAP },
} satisfies SoundBook;

/** When each sound of an action starts: one after another, a short phrase at most. */
export const MOST = 6;

export interface Timed {
  name: string;
  sound: Sound;
  /** Seconds after the action. */
  delay: number;
}

/** Names a book does not hold are skipped (a game's bug never silences the rest). */
export function schedule(names: readonly string[], book: SoundBook): Timed[] {
  const out: Timed[] = [];
  let t = 0;
  for (const name of names) {
    const sound = Object.hasOwn(book, name) ? book[name] : undefined;
    if (!sound) continue;
    out.push({ name, sound, delay: t });
    t += sound.hold;
    if (out.length === MOST) break;
  }
  return out;
}
