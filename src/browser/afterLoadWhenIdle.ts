import { whenIdle } from './whenIdle';

/**
 * Runs `task` once the page's load event has fired and then the browser is idle: for work that
 * must not compete with the page's own files and first tasks, yet should not wait longer than that
 * (the service worker's install: a first visitor is ready offline as soon as possible after that).
 */
export function afterLoadWhenIdle(task: () => void): void {
  const later = () => whenIdle(task);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
