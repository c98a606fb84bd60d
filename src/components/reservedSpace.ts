import { useEffect, useState } from 'react';

/** The things fixed at the bottom of the screen that the page leaves room for, each with its CSS variable. */
export type BottomLayer = '--status-strip-space' | '--notice-space';

/**
 * The page's room at its bottom, so scrolling can bring any control out from under the layers. Each
 * layer's space counts from the screen's bottom edge to its top, and the notices stand on the
 * strip, so the higher of the two is the room both take.
 */
const BOTTOM_ROOM = 'max(var(--status-strip-space, 0px), var(--notice-space, 0px))';

/** From the screen's bottom edge to the element's top; 0 while it shows nothing. */
function spaceTaken(element: HTMLElement): number {
  return element.offsetHeight === 0 ? 0 : Math.max(0, Math.ceil(window.innerHeight - element.getBoundingClientRect().top));
}

/**
 * Keeps the layer's CSS variable on the root element at the space it takes while it is mounted
 * (spaceTaken, measured whenever its size changes), and gives the page that much room below its footer. The notices
 * (src/app/NoticeHost.tsx) stand on the status strip with it, so neither covers the other's buttons.
 * Returns the ref to put on the layer: a callback, since a portal mounts its content after its
 * parent's effects ran.
 */
export function useBottomLayer(layer: BottomLayer): (element: HTMLElement | null) => void {
  const [element, setElement] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    document.body.style.paddingBottom = BOTTOM_ROOM;
    const observer = new ResizeObserver(() => root.setProperty(layer, `${spaceTaken(element)}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(layer);
    };
  }, [element, layer]);
  return setElement;
}
