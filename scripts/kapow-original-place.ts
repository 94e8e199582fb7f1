/**
 * The original KAPOW! game's full Kai (scripts/kapow-original.ts): how it scores a card placed
 * alone in a place of its hand (higher is better), and how safe a card is to give the
 * opponent. Its rules, as its `aiScorePlacement` and `aiEvaluateDiscardSafety` weigh them.
 */
import {
  alone,
  analyze,
  type Ctx,
  complete,
  futurePaths,
  isDown,
  isGone,
  isUp,
  line,
  type OCard,
  type OHand,
  type OTriad,
  type OUp,
  opponentNeeds,
  powerPaths,
  synergy,
  threat,
  value,
  withPos,
} from './kapow-original-triads';

/** How safe a card is to leave the opponent (0-100, higher is safer). */
export function discardSafety(card: OCard, opp: OHand): number {
  let safe = 50;
  if (card.kind === 'fixed') safe = card.face >= 10 ? 80 : card.face <= 2 ? 30 : 40 + card.face * 3;
  if (card.kind === 'power') safe = 45;
  if (card.kind === 'kapow') safe = 15;
  const v = card.kind === 'kapow' ? 0 : card.face;
  let oppPaths = false;
  for (const t of opp) {
    const a = analyze(t);
    if (a.gone) continue;
    if (a.paths.length > 0 || a.power > 0) oppPaths = true;
    if (a.near) {
      if (a.paths.includes(v)) safe -= 25;
      if (card.kind === 'power' && a.power > 0) safe -= Math.min(15, a.power * 5);
    }
    if (a.shown === 3 && !complete(t)) {
      for (let p = 0; p < 3; p++) {
        const x = [...a.values];
        x[p] = v;
        if (line(x)) {
          safe -= 25;
          break;
        }
      }
      if (card.kind === 'power') {
        const pm = powerPaths(a.values, []);
        if (pm > 0) safe -= Math.min(15, pm * 5);
      }
    }
  }
  if (card.kind === 'kapow' && oppPaths) safe -= 5;
  return Math.max(0, Math.min(100, safe));
}

/** A KAPOW! card's worth early in a round: a wild card it expects to use. */
const kapowWorth = (turn: number): number => (turn <= 6 ? 8 : turn <= 12 ? 15 : 25);

/** The final turn: completions, or the points shed (a KAPOW! card above all). */
function finalScore(t: OTriad, i: number, card: OCard, now: number): number {
  const placed = card.kind === 'kapow' ? 25 : card.face;
  if (complete(withPos(t, i, alone(card)))) {
    let pts = placed;
    t.forEach((q, j) => {
      if (j !== i && q !== null) pts += isUp(q) ? value(q) : 6;
    });
    return 200 + pts;
  }
  const p = t[i];
  return now - placed + (isUp(p) && p.card.kind === 'kapow' ? 200 : 0);
}

/** A face-down place whose face-up neighbours already work together: only a fitting card goes. */
function spoilPenalty(c: Ctx, t: OTriad, i: number, nv: number): number {
  const shown = [0, 1, 2].filter((j) => j !== i && isUp(t[j]));
  if (shown.length === 1) {
    const j = shown[0] as number;
    const x: (number | null)[] = [null, null, null];
    x[i] = nv;
    x[j] = value(t[j] as OUp);
    const gap = x.indexOf(null);
    let direct = 0;
    for (let v = 0; v <= 12; v++) {
      x[gap] = v;
      if (line(x)) direct++;
    }
    if (direct > 0) return 0;
    const vp = Math.max(0, nv - 5);
    return c.turn <= 6 ? -2 - vp : c.turn <= 12 ? -5 - vp : -8 - vp * 2;
  }
  if (shown.length !== 2) return 0;
  const [j, k] = shown as [number, number];
  const vj = value(t[j] as OUp);
  const vk = value(t[k] as OUp);
  const existing = synergy(vj, j, vk, k);
  if (existing < 1) return 0;
  const x = [0, 0, 0];
  x[j] = vj;
  x[k] = vk;
  x[i] = nv;
  if (line(x)) return 0;
  const future = futurePaths(x);
  const worth = vj + vk;
  const effective = worth >= 16 ? future + powerPaths(x, []) : future;
  const fits =
    future > existing * 2 ||
    (effective >= existing * 2 && worth >= 16) ||
    (future > existing && nv <= 5) ||
    (effective >= 2 && worth >= 20);
  if (fits) return 0;
  const reduction = worth >= 16 ? Math.min(10, Math.floor((worth - 14) / 2)) : 0;
  return -15 - existing * 5 - Math.max(0, nv - 6) * 2 + reduction;
}

/** The triad after a placement that leaves it fully shown but not complete. */
function fullScore(
  t: OTriad,
  i: number,
  values: (number | null)[],
  now: number,
  nv: number,
  hidden: boolean,
  pathsBefore: number,
  danger: number,
): number {
  let score = 0;
  const future = futurePaths(values);
  score += future > 0 ? 10 + future * 3 : -20;
  if (pathsBefore > 0 && future < pathsBefore) score -= (pathsBefore - future) * 8;
  if (!hidden && pathsBefore > 0) {
    const matches = [0, 1, 2].filter((j) => {
      const q = t[j];
      return j !== i && isUp(q) && value(q) === now;
    }).length;
    if (matches > 0) score -= Math.round((15 + now * 1.5 + matches * 5) * (1 + danger));
  }
  if (!hidden && nv > now && future <= pathsBefore) {
    const up = nv - now;
    const base = pathsBefore === 0 && future === 0 ? 8 + up * 4 : 5 + up * 3;
    score -= Math.round(base * (1 + danger));
  }
  if (!hidden && future <= pathsBefore && future > 0) {
    const total = values.reduce<number>((s, v) => s + (v || 0), 0);
    if (total >= 20) {
      let oldMin = 99;
      let newMin = 99;
      for (let v = 0; v <= 12; v++) {
        const x = [...values];
        x[i] = v;
        if (!line(x)) continue;
        oldMin = Math.min(oldMin, Math.abs(now - v));
        newMin = Math.min(newMin, Math.abs(nv - v));
      }
      if (newMin > oldMin && oldMin <= 2) score -= Math.round(total / 5 + (newMin - oldMin) * 4);
    }
  }
  return score;
}

/** Its score of placing `card` alone at triad `ti`, place `i` (higher is better). */
export function placementScore(c: Ctx, card: OCard, ti: number, i: number): number {
  const t = c.hand[ti];
  if (!t || isGone(t)) return -999;
  const p = t[i];
  const hidden = isDown(p);
  let now = 0;
  if (isUp(p)) now = p.card.kind === 'kapow' ? kapowWorth(c.turn) : value(p);
  else if (hidden) now = 6;
  const nv = card.kind === 'kapow' ? kapowWorth(c.turn) : card.face;
  if (c.final) return finalScore(t, i, card, now);

  let score = 0;
  if (isUp(p) && p.mods.length > 0) score -= 20;
  if (isUp(p) && p.mods.length === 0 && p.card.kind === 'power' && card.kind === 'fixed')
    score -= 8 + Math.round(Math.max(0, (20 - c.turn) / 20) * 10);
  const danger = threat(c.opp);
  score += (now - nv) * (0.5 + danger * 1.5);
  if (!hidden && now === nv) score -= 20;
  if (isUp(p) && p.card.kind === 'kapow') score += c.turn <= 4 ? 0 : c.turn <= 8 ? 10 : 20;
  const spoil = hidden ? spoilPenalty(c, t, i, nv) : 0;
  score += spoil;

  let pathsBefore = 0;
  let synergyBefore = 0;
  if (!hidden) {
    const before = analyze(t);
    if (before.shown === 3 && !complete(t)) pathsBefore = futurePaths(before.values);
    if (before.shown === 2) {
      const [j, k] = [0, 1, 2].filter((x) => before.values[x] !== null) as [number, number];
      synergyBefore = synergy(before.values[j] as number, j, before.values[k] as number, k);
    }
  }

  const after = withPos(t, i, alone(card));
  if (complete(after)) {
    let pts = 0;
    t.forEach((q, j) => {
      if (j !== i) pts += isUp(q) ? value(q) : 6;
    });
    score += 100 + pts;
  } else {
    const a = analyze(after);
    if (a.shown === 3) score += fullScore(t, i, a.values, now, nv, hidden, pathsBefore, danger);
    else if (a.shown === 2) score += a.paths.length > 0 ? 15 + a.paths.length * 4 : -15;
    if (a.shown === 1 && hidden) {
      const untouched = c.hand.filter((h, x) => x !== ti && !isGone(h) && !h.some(isUp)).length;
      const early = c.turn <= 6 ? 6 : c.turn <= 12 ? 3 : 0;
      const spread = untouched >= 2 ? 6 : untouched === 1 ? 3 : 0;
      const damp = card.kind === 'kapow' || nv <= 4 ? 1 : nv <= 7 ? 0.7 : 0.4;
      score += Math.round((5 + early + spread) * damp);
      if (card.kind === 'kapow' && i === 1) score += c.turn <= 8 ? 10 : 5;
    }
    if (a.shown === 2) {
      let after2 = 0;
      let neighbour = 0;
      const j = [0, 1, 2].find((x) => x !== i && a.values[x] !== null);
      if (j !== undefined) {
        neighbour = a.values[j] as number;
        after2 = synergy(nv, i, neighbour, j);
        score += after2 * 3;
      }
      if (after2 > 0 && hidden && neighbour >= 8) score += Math.round((neighbour - 6) * 1.5);
      if (synergyBefore > 0 && !hidden && after2 <= synergyBefore) {
        let base = 10 + (synergyBefore - after2) * 6 + Math.max(0, nv - now) * 3;
        if (now === neighbour && nv !== now) base += 15;
        score -= Math.round(base * (1 + danger));
      }
    }
  }

  if (hidden) {
    const shown = [0, 1, 2].filter((j) => j !== i && isUp(t[j])).length;
    if (shown >= 1) score += spoil >= 0 ? 4 + shown * 3 : 0;
    else score -= 1;
  }
  const lowerDown = isDown(t[1]) || isDown(t[2]);
  if (hidden && i === 0 && lowerDown) score -= 3;
  else if (hidden && i === 1) score += 1;
  score += defence(c.opp, card, i, lowerDown);
  score += watching(c, ti);
  if (!hidden && isUp(p)) {
    const safe = discardSafety(p.card, c.opp);
    if (safe < 50) score -= Math.round(50 - safe);
  }
  return score;
}

/** The top card goes to the discard pile last: keep what the opponent needs off the top. */
function defence(opp: OHand, card: OCard, i: number, lowerDown: boolean): number {
  const needs = opponentNeeds(opp);
  const power = needs.get('power') ?? 0;
  const want = card.kind === 'fixed' ? (needs.get(card.face) ?? 0) : 0;
  if (i === 0) {
    let urgency = -1;
    if (card.kind === 'kapow') urgency = 6;
    else if (card.kind === 'power' && power >= 1) urgency = Math.min(power, 4);
    else if (card.kind === 'fixed' && want >= 2) urgency = want;
    return urgency >= 0 && lowerDown ? -(5 + urgency * 2) : 0;
  }
  if (card.kind === 'kapow') return 5;
  if (card.kind === 'power' && power >= 1) return 3;
  return card.kind === 'fixed' && want >= 2 ? 3 : 0;
}

/** An opponent's triad about to finish will give its top card: +5 if this triad wants it. */
function watching(c: Ctx, ti: number): number {
  let bonus = 0;
  const mine = analyze(c.hand[ti] as OTriad);
  for (const t of c.opp) {
    const a = analyze(t);
    if (a.gone) continue;
    let soon = a.near && (a.paths.length > 0 || a.power > 0);
    if (a.shown === 3 && !complete(t) && futurePaths(a.values) >= 3) soon = true;
    const top = t[0];
    if (!soon || !isUp(top)) continue;
    if (mine.near && mine.paths.includes(value(top))) bonus += 5;
  }
  return bonus;
}
