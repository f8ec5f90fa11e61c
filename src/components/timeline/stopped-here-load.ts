/** The divider's and the notice's modules, loaded only where a timeline reopens at a position. */
export const loadStoppedHere = () => import('./StoppedHere');
export const loadNewerPostsOffer = () => import('./NewerPostsOffer');

/** Reopened at a position: the divider and the notice load before the newer posts above land. */
export function preloadStoppedHere(): void {
  void loadStoppedHere();
  void loadNewerPostsOffer();
}
