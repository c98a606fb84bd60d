import { APP_PRELOADS_ATTRIBUTE, APP_SCRIPTS_ATTRIBUTE } from '../../contract/pageRender';
import { LINKS_PER_TASK, PAGE_SHOWN_EVENT } from './bootContract';
import { holdEarlyTaps } from './earlyTaps';
import { importInTurn } from './importInTurn';

/**
 * The first script of a server-rendered page (about 2 KB). The page's HTML is already whole,
 * so the app's script (React, the router, the page's code: ~125 KB) is fetched only after the
 * page's first paint instead of competing with it on a slow connection; taps made in the meantime
 * are held and made again as the app hydrates each part of the page (earlyTaps.ts).
 * On the plain app shell (offline, or when the server did not render) the tag has no list of the
 * app's scripts: the shell's own module scripts start the app at once and this does nothing.
 */
const tag = document.querySelector(`script[${APP_SCRIPTS_ATTRIBUTE}]`);
const scripts = tag?.getAttribute(APP_SCRIPTS_ATTRIBUTE)?.split(' ').filter(Boolean) ?? [];
const root = document.getElementById('root');

/** The longest the app waits for a first paint that may never be reported (it still starts). */
const PAINT_WAIT_MS = 3000;

/**
 * Runs `start` once the page's first contentful paint is on screen, as the browser reports it (a
 * frame can be drawn well before it is presented on a busy phone, so a frame callback is not
 * enough). A hidden tab paints nothing, and a browser without paint timing gets a frame and a task.
 */
function afterFirstPaint(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    setTimeout(start, 0);
  };
  const paintTiming = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('paint');
  const observer = paintTiming
    ? new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) once();
      })
    : null;
  if (document.visibilityState === 'hidden') return once();
  observer?.observe({ type: 'paint', buffered: true });
  if (!observer) requestAnimationFrame(once);
  document.addEventListener('visibilitychange', once, { once: true });
  setTimeout(once, PAINT_WAIT_MS);
}

/**
 * Chromium may offer installation (beforeinstallprompt, once per page) before the app's script is
 * here to keep the offer for its "Install app" button: keep it, and offer it to the app again once
 * the app is listening.
 */
function keepInstallOffer(): () => void {
  let offer: Event | null = null;
  const keep = (event: Event) => {
    event.preventDefault();
    offer = event;
  };
  window.addEventListener('beforeinstallprompt', keep);
  return () => {
    window.removeEventListener('beforeinstallprompt', keep);
    if (offer) window.dispatchEvent(offer);
    offer = null;
  };
}

/**
 * Adds a `<link rel="modulepreload">` for each of `hrefs`, a few per task. Each link starts its
 * fetch as it is inserted, which costs the main thread: 15 links in one insertion took 3 to 15 ms
 * on a fast machine (four times that on a phone), the longest task after the first paint. In
 * batches, each task stays short and a tap can be answered in between; the fetches still start
 * within a few milliseconds, beside the entry's. (The app's own preloads: ../linksInBatches.ts.)
 */
function preloadInBatches(hrefs: readonly string[]): void {
  const links = document.createDocumentFragment();
  for (const href of hrefs.slice(0, LINKS_PER_TASK)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    links.append(link);
  }
  document.head.append(links);
  const rest = hrefs.slice(LINKS_PER_TASK);
  if (rest.length > 0) setTimeout(() => preloadInBatches(rest), 0);
}

function isPageShown(event: Event): event is CustomEvent<Element | null> {
  return event instanceof CustomEvent;
}

if (scripts.length > 0 && root) {
  const releaseTaps = holdEarlyTaps(root);
  const releaseOffer = keepInstallOffer();
  const onShown = (event: Event) => {
    if (!isPageShown(event)) return;
    releaseOffer();
    releaseTaps(event.detail);
    if (event.detail === null) document.removeEventListener(PAGE_SHOWN_EVENT, onShown);
  };
  document.addEventListener(PAGE_SHOWN_EVENT, onShown);
  afterFirstPaint(() => {
    // The built chunks, by the URLs the server wrote into the page: no source module to zone.
    // eslint-disable-next-line architecture/import-zones -- built chunks, named at run time
    importInTurn(scripts, (url) => import(/* @vite-ignore */ url));
    // The app's scripts are asked for first: on HTTP/1.1 a browser opens 6 connections to a host,
    // and the two largest (React's chunk and the entry) must not queue behind twenty small chunks.
    // The entry's other imports and the page's chunks are fetched beside them, not after they have run.
    preloadInBatches([...scripts.slice(1), ...(tag?.getAttribute(APP_PRELOADS_ATTRIBUTE)?.split(' ').filter(Boolean) ?? [])]);
  });
}
