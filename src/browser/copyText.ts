/**
 * Puts `text` on the clipboard. The Clipboard API first; where it is missing (a page served over
 * plain http, an older browser) or refuses, the old way: select the text in a hidden textarea and
 * ask the browser to copy the selection. True when one of them worked.
 */
export async function copyText(text: string): Promise<boolean> {
  // navigator.clipboard exists only in secure contexts (https, localhost): undefined over http.
  const clipboard = navigator.clipboard as Clipboard | undefined;
  if (clipboard) {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, the page not focused): the selection may still be copied.
    }
  }
  return copySelection(text);
}

function copySelection(text: string): boolean {
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const area = document.createElement('textarea');
  area.value = text;
  // Read-only, so phones open no keyboard; fixed and transparent, so the page neither scrolls nor flashes.
  area.readOnly = true;
  area.setAttribute('aria-hidden', 'true');
  area.style.cssText = 'position:fixed;top:0;left:0;opacity:0;pointer-events:none';
  document.body.append(area);
  area.select();
  try {
    // Deprecated, but the one way to copy where the Clipboard API is not offered.
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    focused?.focus();
  }
}
