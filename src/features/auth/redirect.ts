/** Leaves the app for the authorization server (a seam tests replace). */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
