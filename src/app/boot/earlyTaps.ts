/** The controls whose click is their action; links are left alone (before hydration they load the next page). */
const ACTION_CONTROLS = 'button, input[type="radio"], input[type="checkbox"]';

/**
 * React has hydrated the page except `pending` (the part it hydrates later; null when nothing is
 * left): taps held outside `pending` are made again and no longer held.
 */
export type ReleaseTaps = (pending: Element | null) => void;

/**
 * A server-rendered page shows its buttons before React has taken them over: a tap on "Apply Now"
 * in that moment (the page's code still downloading on a phone) would do nothing. From the moment
 * the app's script runs, such taps are held here and made again, in order, once the part of the
 * page they are in is hydrated, so none is lost. React hydrates in parts (the layout, then the
 * page's Suspense boundary), and a control already React's must not wait for the rest: it may be
 * replaced meanwhile (the header's install button by its lazily loaded how-to). Capture phase on
 * the root, before React's own listener, which would otherwise see a half-hydrated page.
 */
export function holdEarlyTaps(root: HTMLElement): ReleaseTaps {
  let held: HTMLElement[] = [];
  let holding: Element | null = root;
  const hold = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(ACTION_CONTROLS) : null;
    if (!control || !holding?.contains(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.includes(control)) held.push(control);
  };
  root.addEventListener('click', hold, true);
  return (pending) => {
    // Hydration only moves forward: a part released stays released.
    if (holding === null || (pending !== null && !holding.contains(pending))) return;
    holding = pending;
    if (holding === null) root.removeEventListener('click', hold, true);
    const ready = held.filter((control) => !pending?.contains(control));
    held = held.filter((control) => pending?.contains(control));
    for (const control of ready) if (control.isConnected) control.click();
  };
}
