/**
 * Links on the setup and match screens: the question a rules link asks, the note while its
 * rules are on show, a link problem in words, and a Share button that copies a link (and
 * shows it, for a browser that will not copy).
 */
import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { Session } from '../session';

export function LinkNotice({ session }: { session: Session }) {
  const linked = useStore(session, (s) => s.linked);
  const draft = useStore(session, (s) => s.draft);
  const problem = useStore(session, (s) => s.problem);
  const s = session.getState();
  const top = useRef<HTMLDivElement>(null);
  // A link read in an open tab keeps its scroll: bring what it says into view.
  useEffect(() => {
    if ((problem || linked) && typeof top.current?.scrollIntoView === 'function')
      top.current.scrollIntoView({ block: 'nearest' });
  }, [problem, linked]);
  return (
    <div ref={top}>
      <LinkProblem session={session} />
      {linked && (
        <div className="notice" role="alertdialog" aria-label="Rules from a link">
          <p>
            This link brings other house rules. Use these rules? Yours are kept until you start.
          </p>
          <button type="button" className="btn primary" onClick={() => s.answer(true)}>
            Use these rules
          </button>
          <button type="button" className="btn" onClick={() => s.answer(false)}>
            Keep mine
          </button>
        </div>
      )}
      {draft && !linked && (
        <div className="notice" role="status">
          <p>The house rules below came from a link. Yours are kept until you start.</p>
          <button type="button" className="btn" onClick={() => s.dropDraft()}>
            Back to my rules
          </button>
        </div>
      )}
    </div>
  );
}

/** A link problem in words, with OK; nothing while there is none. */
export function LinkProblem({ session }: { session: Session }) {
  const problem = useStore(session, (s) => s.problem);
  const box = useRef<HTMLDivElement>(null);
  // Said where it is seen, however far down the screen was scrolled.
  useEffect(() => {
    if (problem && typeof box.current?.scrollIntoView === 'function')
      box.current.scrollIntoView({ block: 'nearest' });
  }, [problem]);
  if (!problem) return null;
  return (
    <div className="notice" role="alert" ref={box}>
      <p>{problem}</p>
      <button type="button" className="btn small" onClick={() => session.getState().dismiss()}>
        OK
      </button>
    </div>
  );
}

/**
 * A button that makes a link, copies it, and shows it to copy by hand. `make` gives null
 * when there is nothing fit to share (it says why itself).
 */
export function ShareButton({
  label,
  make,
}: {
  label: string;
  make(): Promise<string> | string | null;
}) {
  const [link, setLink] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const share = async () => {
    const url = await make();
    setLink(url);
    if (url === null) return;
    try {
      await navigator.clipboard.writeText(url);
      setSaid('Link copied.');
    } catch {
      setSaid('Copy this link:');
    }
  };
  return (
    <div className="share">
      <button type="button" className="btn" onClick={share}>
        {label}
      </button>
      {link && (
        <p className="share-link">
          <span role="status">{said}</span>{' '}
          <input
            readOnly
            aria-label="The link"
            value={link}
            onFocus={(e) => e.currentTarget.select()}
          />
        </p>
      )}
    </div>
  );
}
