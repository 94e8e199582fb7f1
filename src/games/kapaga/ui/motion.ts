/** The system's reduced-motion wish (respected on top of the speed setting). */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** The page back at its top: the table fits one screen, and a dialog opens in sight. */
export function backToTop(): void {
  if (window.scrollY > 0) window.scrollTo(0, 0);
}
