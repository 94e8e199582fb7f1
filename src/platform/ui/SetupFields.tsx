/**
 * The sections of a game's first screen that fill in the next match: the seats (people and
 * bots, by name and level), the rules (the game's presets, its rules fields, the way back to
 * the standard ones, the lab's comparison, a link) and the deal number.
 */
import { useId, useState } from 'react';
import { useStore } from 'zustand';
import { LEVELS, type Level } from '../../games/module';
import type { AnyModule } from '../../games/registry';
import { LEVEL_NAMES } from '../../kit/levels';
import { houseSpec, type LabSpec } from '../lab/spec';
import { cleanName } from '../plan';
import type { SeatPlan } from '../record';
import { nearestPreset, type Rules } from '../rules';
import { defaultPlan, type Session, YOU } from '../session';
import { changedRules, dealNumber, rulesLink, sameRules } from '../share';
import { ShareButton } from './Links';
import { RulesFields } from './RulesFields';

/** The deal for the next match as typed (a whole number, else a new deal), and whether a link brought it. */
export interface Deal {
  text: string;
  linked: boolean;
  /** The number the person had typed before a link's deal took its place (to keep instead). */
  replaced?: string;
}

/**
 * The deal a link brings, over `was`: a number the person had typed (not one an earlier link
 * brought) is kept aside to be taken back.
 */
export function linkedDeal(was: Deal, seed: number): Deal {
  const typed = was.text.trim();
  const mine = !was.linked && typed !== '' && typed !== String(seed);
  return { text: String(seed), linked: true, ...(mine ? { replaced: typed } : {}) };
}

/**
 * A seat's name when it changes hands: a name the person typed stays; the default ones
 * follow ("You" for the person, the bots' name and seat for a bot), never one another seat has.
 */
function renamed(seats: readonly SeatPlan[], i: number, person: boolean, persona: string): string {
  const name = seats[i]?.name ?? '';
  const others = seats.filter((_, j) => j !== i).map((x) => x.name);
  const mine = person ? name.startsWith(persona) : name === YOU;
  if (!mine) return name;
  const fresh = person ? [YOU, `Player ${i + 1}`] : [`${persona} ${i + 1}`, `${persona} ${i + 2}`];
  return fresh.find((n) => !others.includes(n)) ?? name;
}

/** The level a seat's select names (it offers only these; else the usual one). */
const levelOf = (v: string): Level => LEVELS.find((l) => l === v) ?? 'medium';

/** How many play, and who sits where: a person, or a bot of a level, each with a name. */
export function SeatsFields({ session }: { session: Session }) {
  const m = useStore(session, (s) => s.module);
  const plan = useStore(session, (s) => s.plan);
  const { min, max } = m.info.players;
  const persona = m.bots.persona ?? 'Bot';
  const setSeats = (seats: SeatPlan[]) => session.getState().setPlan({ ...plan, seats });
  const setCount = (n: number) => {
    const seats = plan.seats.slice(0, n);
    for (let i = seats.length; i < n; i++)
      seats.push({ kind: 'bot', level: 'medium', name: `${persona} ${i}` });
    setSeats(seats);
  };
  const setSeat = (i: number, s: SeatPlan) => setSeats(plan.seats.map((x, j) => (j === i ? s : x)));
  return (
    <>
      <div className="field">
        <label htmlFor="players">Players</label>
        <select
          id="players"
          value={plan.seats.length}
          onChange={(e) => setCount(Number(e.target.value))}
        >
          {Array.from({ length: max - min + 1 }, (_, i) => min + i).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="seats-plan">
        <legend>Seats</legend>
        {plan.seats.map((s, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: seats are their places
          <div className="seat-plan" key={i}>
            <input
              aria-label={`Name of seat ${i + 1}`}
              value={s.name}
              onChange={(e) => setSeat(i, { ...s, name: cleanName(e.target.value) })}
            />
            <select
              aria-label={`Who plays seat ${i + 1}`}
              value={s.kind === 'person' ? 'person' : (s.level ?? 'medium')}
              onChange={(e) => {
                const person = e.target.value === 'person';
                // A default name follows the seat: a bot is never called "You".
                const name = renamed(plan.seats, i, person, persona);
                setSeat(
                  i,
                  person
                    ? { kind: 'person', name }
                    : { kind: 'bot', level: levelOf(e.target.value), name },
                );
              }}
            >
              <option value="person">Person</option>
              {LEVELS.map((l) => (
                <option key={l} value={l}>
                  {persona}, {LEVEL_NAMES[l]}
                </option>
              ))}
            </select>
          </div>
        ))}
      </fieldset>
    </>
  );
}

/**
 * The house rules, folded away: the game's fields (a number not allowed is reported through
 * `onBadFields`), back to the standard rules, what these change (the lab), and a link.
 */
export function HouseRules({
  session,
  seed,
  onLab,
  onBadFields,
}: {
  session: Session;
  /** The deal typed, shared with the rules when there is one. */
  seed: number | null;
  onLab(spec: LabSpec): void;
  onBadFields(fields: string[]): void;
}) {
  const m = useStore(session, (s) => s.module);
  const plan = useStore(session, (s) => s.plan);
  const draft = useStore(session, (s) => s.draft);
  const rules = draft ?? plan.rules;
  const changed = Object.keys(changedRules(m, rules)).length > 0;
  const [resets, setResets] = useState(0);
  // Rules of one's own replaced by a click (a preset, the standard rules): offered back
  // while the rules that replaced them stand.
  const [undo, setUndo] = useState<{ own: Rules; by: string; with: Rules } | null>(null);
  const own = changed && !(m.rules.presets ?? []).some((p) => sameRules(m, p.rules, rules));
  // The fields start afresh with new rules: a number still being typed goes with the old.
  const replace = (r: Rules, by: string) => {
    setResets((n) => n + 1);
    setUndo(own ? { own: rules, by, with: r } : null);
    session.getState().setRules(r);
  };
  const back = () => {
    if (!undo) return;
    setResets((n) => n + 1);
    setUndo(null);
    session.getState().setRules(undo.own);
  };
  return (
    <>
      <Presets module={m} rules={rules} onPick={replace} />
      {undo && sameRules(m, undo.with, rules) && (
        <p className="custom-rules" role="status">
          Your own rules were replaced by {undo.by}.{' '}
          <button type="button" className="btn small" onClick={back}>
            Bring back your own rules
          </button>
        </p>
      )}
      <details className="house-rules">
        <summary>House rules</summary>
        <RulesFields
          key={resets}
          config={m.rules}
          rules={rules}
          players={plan.seats.length}
          onChange={(r) => session.getState().setRules(r)}
          onBadFields={onBadFields}
        />
        <button
          type="button"
          className="btn"
          onClick={() => replace(defaultPlan(m).rules, 'the standard rules')}
        >
          Back to the standard rules
        </button>
        {changed && (
          <button
            type="button"
            className="btn"
            onClick={() => onLab(houseSpec(m, changedRules(m, rules), plan.seats.length))}
          >
            See what these rules change (rules lab)
          </button>
        )}
        <ShareButton
          label={seed === null ? 'Share rules' : `Share rules and deal ${seed}`}
          make={() => rulesLink(m, rules, window.location.href, seed ?? undefined)}
        />
      </details>
    </>
  );
}

/**
 * The game's named rule sets (its presets) to play by, each with what it plays like; rules
 * of one's own say which preset they are nearest and what changed (the house rules below).
 */
export function Presets({
  module: m,
  rules,
  onPick,
}: {
  module: AnyModule;
  rules: Rules;
  /** A preset picked: its rules, and its name. */
  onPick(r: Rules, name: string): void;
}) {
  const id = useId();
  const presets = m.rules.presets ?? [];
  if (presets.length < 2) return null;
  const now = presets.find((p) => sameRules(m, p.rules, rules));
  // Rules of one's own: the preset with the fewest fields changed, and those fields.
  const nearest = nearestPreset(m.rules, rules);
  return (
    <fieldset className="presets">
      <legend>Rules</legend>
      {presets.map((p) => (
        <label key={p.id} className={`preset${now?.id === p.id ? ' chosen' : ''}`}>
          <input
            type="radio"
            name={`${id}-preset`}
            checked={now?.id === p.id}
            onChange={() => {
              const r = m.rules.resolve(p.rules);
              if (r.ok) onPick(r.value, p.name);
            }}
          />
          <span className="preset-title">{p.name}</span>
          {p.line && <span className="preset-blurb">{p.line}</span>}
        </label>
      ))}
      {!now && nearest && (
        <p className="custom-rules" role="status">
          <strong>Rules of your own:</strong> {nearest.preset.name} with{' '}
          {nearest.changes.map((c) => c.label).join(', ')} changed (House rules, below).
        </p>
      )}
    </fieldset>
  );
}

/** No deal chosen: the next match is dealt anew. */
export const NO_DEAL: Deal = { text: '', linked: false };

/** The next match, on the deal typed (else a new one): a deal is for one match. */
export function startDealt(session: Session, deal: Deal, onDeal: (d: Deal) => void): void {
  session.getState().start(dealNumber(deal.text) ?? undefined);
  onDeal(NO_DEAL);
}

/** The deal number: the same number deals the same cards (blank: a new deal). */
export function DealField({ deal, onDeal }: { deal: Deal; onDeal(d: Deal): void }) {
  const seed = dealNumber(deal.text);
  // Open when the screen opens with a deal (a link's, one typed before the lab); then the
  // person's to fold: clearing the number to type another never closes it under them.
  const [open] = useState(deal.text !== '');
  return (
    <details className="house-rules" open={open || undefined}>
      <summary>Deal number{seed === null ? '' : `: ${seed}`}</summary>
      <div className="field">
        <label htmlFor="setup-deal">Deal number (optional)</label>
        <input
          id="setup-deal"
          inputMode="numeric"
          value={deal.text}
          aria-describedby="setup-deal-d"
          onChange={(e) => onDeal({ text: e.target.value.slice(0, 20), linked: false })}
        />
        <p className="rule-line" id="setup-deal-d">
          The same number deals the same cards: a rematch, or the same deal at two tables. Blank, or
          not a whole number: a new deal.
        </p>
      </div>
    </details>
  );
}
