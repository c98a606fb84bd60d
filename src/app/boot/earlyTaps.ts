import { PART_SHOWN_EVENT, PENDING_PART_ATTRIBUTE } from '../../components/pendingPart';

/** The controls whose click is their action; links are left alone (before hydration they load the next page). */
const ACTION_CONTROLS = 'button, input[type="radio"], input[type="checkbox"]';
const PENDING_PART = `[${PENDING_PART_ATTRIBUTE}]`;

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
 * page's Suspense boundary, then the page's deferred parts, each when its code is here), and a
 * control already React's must not wait for the rest: it may be replaced meanwhile (the header's
 * install button by its lazily loaded how-to). Capture phase on the root, before React's own
 * listener, which would otherwise see a half-hydrated page.
 *
 * The page's hydration is told through the returned function; a deferred part's wrapper is marked
 * pending until the part says it is React's (PART_SHOWN_EVENT, components/deferredPart.tsx).
 */
export function holdEarlyTaps(root: HTMLElement): ReleaseTaps {
  let held: HTMLElement[] = [];
  let pendingPage: Element | null = root;
  const waiting = (control: Element) => pendingPage?.contains(control) === true || control.closest(PENDING_PART) !== null;
  const hold = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(ACTION_CONTROLS) : null;
    if (!control || !root.contains(control) || !waiting(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.includes(control)) held.push(control);
  };
  const releaseReady = () => {
    const ready = held.filter((control) => !waiting(control));
    held = held.filter(waiting);
    if (pendingPage === null && root.querySelector(PENDING_PART) === null) {
      root.removeEventListener('click', hold, true);
      document.removeEventListener(PART_SHOWN_EVENT, releaseReady);
    }
    for (const control of ready) if (control.isConnected) control.click();
  };
  root.addEventListener('click', hold, true);
  document.addEventListener(PART_SHOWN_EVENT, releaseReady);
  return (pending) => {
    // Hydration only moves forward: a part released stays released.
    if (pendingPage === null || (pending !== null && !pendingPage.contains(pending))) return;
    pendingPage = pending;
    releaseReady();
  };
}
