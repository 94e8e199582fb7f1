/** A button that opens a box (the narrow screens' menu, the log's drawer). */
import { type RefObject, useEffect, useRef, useState } from 'react';

export interface Disclosure<B extends HTMLElement> {
  open: boolean;
  setOpen: (open: boolean | ((was: boolean) => boolean)) => void;
  /** The box: a click or tap outside it closes it. */
  box: RefObject<B | null>;
  /** The button that opens it: Escape closes the box and gives focus back here. */
  button: RefObject<HTMLButtonElement | null>;
}

export function useDisclosure<B extends HTMLElement>(): Disclosure<B> {
  const [open, setOpen] = useState(false);
  const box = useRef<B>(null);
  const button = useRef<HTMLButtonElement>(null);
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
  return { open, setOpen, box, button };
}
