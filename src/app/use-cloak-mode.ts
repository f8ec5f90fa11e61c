import { useEffect } from 'react';
import { useSetting } from '../state/settings';
import '../styles/cloak.css';

/** The root class that blurs people's words, names and pictures (see styles/cloak.css). */
export const CLOAK_CLASS = 'cloak';

/** Puts the cloak class on the document while the current account's cloak mode is on. */
export function useCloakMode(): void {
  const [cloakMode] = useSetting('cloakMode');
  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle(CLOAK_CLASS, cloakMode);
    return () => root.classList.remove(CLOAK_CLASS);
  }, [cloakMode]);
}
