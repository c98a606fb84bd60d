import { APP_PRELOADS_ATTRIBUTE, APP_SCRIPTS_ATTRIBUTE } from '../../contract/pageRender';
import { PAGE_SHOWN_EVENT } from './bootContract';
import { holdEarlyTaps } from './earlyTaps';

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
 * Adds a `<link rel="modulepreload">` for each of `hrefs`: the app's scripts and the page's chunks
 * are fetched side by side, not each after the module that imports it has been parsed.
 */
function preload(hrefs: readonly string[]): void {
  const links = document.createDocumentFragment();
  for (const href of hrefs) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    links.append(link);
  }
  document.head.append(links);
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
    for (const url of scripts) {
      // eslint-disable-next-line architecture/import-zones -- built chunks, named at run time
      void import(/* @vite-ignore */ url);
    }
    // The page's chunks are fetched beside the app's scripts, not once the entry has run and asked for them.
    preload(tag?.getAttribute(APP_PRELOADS_ATTRIBUTE)?.split(' ').filter(Boolean) ?? []);
  });
}
