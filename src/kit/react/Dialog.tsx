import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useBackCloses } from './backCloses';
import './Dialog.css';

/**
 * A modal panel: focus moves in, Escape, the close button or the browser's Back closes it,
 * focus goes back.
 */
export function Dialog({
  title,
  onClose,
  children,
  wide = false,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}) {
  const id = useId();
  const close = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  useBackCloses(onClose);
  useEffect(() => {
    const active = document.activeElement;
    const before = active instanceof HTMLElement || active instanceof SVGElement ? active : null;
    close.current?.focus();
    return () => before?.focus();
  }, []);
  const onKey = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
    }
    if (e.key !== 'Tab' || !box.current) return;
    // Keep Tab inside the dialog.
    const items = box.current.querySelectorAll<HTMLElement>(
      'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])',
    );
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };
  return (
    <div className="backdrop">
      <div
        ref={box}
        className={`dialog${wide ? ' wide' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-h`}
        onKeyDown={onKey}
      >
        <div className="dialog-head">
          <h2 id={`${id}-h`}>{title}</h2>
          <button ref={close} type="button" className="btn small" onClick={onClose}>
            Close
          </button>
        </div>
        <div className="dialog-body">{children}</div>
      </div>
    </div>
  );
}
