/** Leaves the app for the checkout page (its own module, so tests can see where it would go). */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
