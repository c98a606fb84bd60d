/** The controls whose click is their action; links are left alone (before hydration they load the next page). */
const ACTION_CONTROLS = 'button, input[type="radio"], input[type="checkbox"]';

/**
 * A server-rendered page shows its buttons before React has taken them over: a tap on "Apply Now"
 * in that moment (the page's code still downloading on a phone) would do nothing. From the moment
 * the app's script runs, such taps are held here and made again, in order, once the page is
 * hydrated (`release`), so none is lost. Capture phase on the root, before React's own listener,
 * which would otherwise see a half-hydrated page.
 */
export function holdEarlyTaps(root: HTMLElement): () => void {
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(ACTION_CONTROLS) : null;
    if (!control || !root.contains(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.includes(control)) held.push(control);
  };
  root.addEventListener('click', hold, true);
  return () => {
    root.removeEventListener('click', hold, true);
    for (const control of held.splice(0)) if (control.isConnected) control.click();
  };
}
