import { copyText } from '../browser/copyText';
import { showNotice } from './notices';

/** What a Share button passes on: the page's title, a line about it and its address. */
export interface SharedLink {
  title: string;
  text: string;
  url: string;
}

export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

/** The notice a copied link shows. */

/** Whether this browser offers its own share sheet (the Web Share API) for this link. */
function canShare(link: SharedLink): boolean {
  if (!('share' in navigator)) return false;
  return !('canShare' in navigator) || navigator.canShare(link);
}

function isCancel(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Shares a page's link (docs/PRODUCT.md, "Share"): the browser's share sheet where it has one,
 * else the link is copied and a notice says so. A visitor closing the share sheet is not an
 * error: nothing more happens. A share the browser refuses (the press too long ago, sharing
 * disabled) falls back to the copy.
 */
/** The notices' words, in the page's language (the button translates them). */
export interface ShareWords {
  copied: string;
  copyFailed: string;
}

export async function shareLink(link: SharedLink, words: ShareWords): Promise<ShareOutcome> {
  if (canShare(link)) {
    try {
      await navigator.share(link);
      return 'shared';
    } catch (error) {
      if (isCancel(error)) return 'cancelled';
    }
  }
  if (await copyText(link.url)) {
    void showNotice({ color: 'green', message: words.copied, autoClose: 3000 });
    return 'copied';
  }
  // Nothing could be copied: show the address, so it can be copied by hand.
  void showNotice({ color: 'red', title: words.copyFailed, message: link.url, autoClose: false });
  return 'failed';
}
