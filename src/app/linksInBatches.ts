import { LINKS_PER_TASK } from './boot/bootContract';

const waiting: HTMLLinkElement[] = [];
/** Links still allowed in the current task; given back by the next task this module schedules. */
let allowed = LINKS_PER_TASK;
let scheduled = false;

/**
 * Puts `link` into the head, at most LINKS_PER_TASK per task, the others in the tasks after. Each
 * preload link starts its fetch as it is inserted, which costs the main thread: 15 links in one
 * insertion took 3 to 15 ms on a fast machine (four times that on a phone), and a part of the page
 * whose code is asked for as it hydrates asked for 10 to 15 links at once. In batches, each task
 * stays short and a tap can be answered in between; the fetches still start within a few
 * milliseconds. The bundler's preloads of each lazily imported chunk's imports go through here
 * (scripts/batchedPreloads.ts); the boot script batches its own the same way (boot/boot.ts), in its
 * own small chunk, which must load nothing else.
 */
export function insertLink(link: HTMLLinkElement): void {
  if (allowed > 0 && waiting.length === 0) {
    allowed -= 1;
    document.head.append(link);
  } else {
    waiting.push(link);
  }
  if (!scheduled) {
    scheduled = true;
    setTimeout(nextTask, 0);
  }
}

function nextTask(): void {
  scheduled = false;
  const batch = waiting.splice(0, LINKS_PER_TASK);
  allowed = LINKS_PER_TASK - batch.length;
  document.head.append(...batch);
  // Once more while this task used any of its allowance, so the next task starts with all of it.
  if (batch.length > 0) {
    scheduled = true;
    setTimeout(nextTask, 0);
  }
}
