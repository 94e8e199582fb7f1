/** A game's How to play (GameModule.guide) in a dialog: its code loaded when first opened. */
import { type ComponentType, lazy, Suspense, useMemo } from 'react';
import type { GuideProps } from '../../games/module';
import type { AnyModule } from '../../games/registry';
import { Dialog } from '../../kit/react/Dialog';

// biome-ignore lint/suspicious/noExplicitAny: a guide of any game's rules
type AnyGuide = ComponentType<GuideProps<any>>;

export function GuideDialog({
  module: m,
  rules,
  playing,
  onClose,
}: {
  module: AnyModule;
  /** The rules to tell first (all fields, or a record's changed ones). */
  rules: unknown;
  playing: boolean;
  onClose(): void;
}) {
  const Guide = useMemo<AnyGuide | null>(() => {
    const load = m.guide;
    return load ? lazy(() => load().then((c) => ({ default: c }))) : null;
  }, [m]);
  if (!Guide) return null;
  // A match's rules as its record keeps them, in full (a record the table replays resolves).
  const r = m.rules.resolve(rules);
  return (
    <Dialog title={`How to play ${m.info.name}`} onClose={onClose} wide>
      <Suspense fallback={<p className="loading">Loading…</p>}>
        <Guide rules={r.ok ? r.value : m.rules.defaults} playing={playing} />
      </Suspense>
    </Dialog>
  );
}
