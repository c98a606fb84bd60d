import { serverWaitText } from './serverWaitText';
import type { QueuedWhy } from './submit';

/**
 * What a form says when its submission was kept on this device (the outbox) instead of delivered:
 * one wording for the enquiry and the application, naming why. The offline sentence is the one
 * the site has always shown; a busy or failing server is not called "offline".
 */
export function queuedText(what: 'application' | 'enquiry', queued: QueuedWhy, now = Date.now()): string {
  switch (queued.why) {
    case 'offline':
      return `You are offline. Your ${what} is saved on this device and will be sent automatically when you are back online.`;
    case 'busy':
      return `Your ${what} is saved on this device. ${serverWaitText(queued.until, now)}`;
    case 'unavailable':
      return `The server could not take your ${what} just now. It is saved on this device and will be sent automatically.`;
  }
}
