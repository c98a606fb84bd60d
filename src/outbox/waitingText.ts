import { serverWaitText } from './serverWaitText';
import type { WaitingWhy } from './submit';

/**
 * What a form says when its submission waits on this device (the outbox) instead of being delivered:
 * one wording for the enquiry and the application, naming why. The offline sentence is the one
 * the site has always shown, and only when the browser says it is offline; a server that could not
 * be reached, did not answer, is busy or failing is not called "offline".
 */
export function waitingText(what: 'application' | 'enquiry', waiting: WaitingWhy, now = Date.now()): string {
  switch (waiting.why) {
    case 'offline':
      return `You are offline. Your ${what} is saved on this device and will be sent automatically when you are back online.`;
    case 'unreachable':
      return `The server could not be reached or did not answer. Your ${what} is saved on this device and will be sent automatically.`;
    case 'busy':
      return `Your ${what} is saved on this device. ${serverWaitText(waiting.until, now)}`;
    case 'unavailable':
      return `The server could not take your ${what} just now. It is saved on this device and will be sent automatically.`;
  }
}
