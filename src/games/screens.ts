/**
 * Games that still bring their whole screen of their own instead of the platform's (Kapaga,
 * until its store moves onto the platform): the page starts it in place of the platform's
 * screens. Apart from the registry so that workers, which load games by the registry,
 * never bundle a whole screen.
 */
export const SCREENS: Readonly<Record<string, () => Promise<(root: HTMLElement) => void>>> = {
  kapaga: () => import('./kapaga/screen').then((m) => m.boot),
};
