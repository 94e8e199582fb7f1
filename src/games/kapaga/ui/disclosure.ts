/** A button that opens a box (the narrow screens' menu, the log's drawer). */
import { type RefObject, useEffect, useId, useRef, useState } from 'react';

export interface Disclosure<B extends HTMLElement> {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The box: a click or tap outside it closes it. */
  box: RefObject<B | null>;
  /** The button that opens it: Escape closes the box and gives focus back here. */
  button: RefObject<HTMLButtonElement | null>;
  /** The id to give what the button shows and hides. */
  shownId: string;
  /** Spread on the button: its ref, state, what it controls, and the toggle. */
  toggle: {
    ref: RefObject<HTMLButtonElement | null>;
    type: 'button';
    'aria-expanded': boolean;
    'aria-controls': string;
    onClick: () => void;
  };
}

export function useDisclosure<B extends HTMLElement>(): Disclosure<B> {
  const [open, setOpen] = useState(false);
  const box = useRef<B>(null);
  const button = useRef<HTMLButtonElement>(null);
  const shownId = useId();
  useEffect(() => {
    if (!open) return;
    const away = (e: PointerEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    const onEscape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', away);
    document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('keydown', onEscape);
    };
  }, [open]);
  const toggle = {
    ref: button,
    type: 'button' as const,
    'aria-expanded': open,
    'aria-controls': shownId,
    onClick: () => setOpen((o) => !o),
  };
  return { open, setOpen, box, button, shownId, toggle };
}
