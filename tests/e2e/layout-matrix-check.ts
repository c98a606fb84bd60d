import type { Page } from 'playwright-core';

/** One thing wrong with a screen, in words for the failure message. */
export type LayoutProblem = string;

/**
 * What is wrong with the screen as the page shows it now, found in one page.evaluate
 * (layout-matrix.test.ts):
 * - the document is wider than the window (it scrolls sideways);
 * - a visible control (link, button, field, the language switcher) lies partly outside the window
 *   horizontally, unless a box that scrolls or clips sideways (a carousel) holds it;
 * - two controls, neither inside the other, overlap (one covers the other);
 * - a button, badge or header item has text wider than its box (cut, or sticking out);
 * - a header control sits off the header's one row (the navigation wrapped) or outside the header;
 * - below the lg breakpoint, the menu button is not wholly in the window or something lies over it.
 */
export function screenProblems(page: Page): Promise<LayoutProblem[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const viewport = document.documentElement.clientWidth;
    // Sub-pixel rounding of fractional layouts: anything within this many px counts as inside.
    const slack = 1;

    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > viewport) problems.push(`the page is ${scrollWidth} px wide in a ${viewport} px window`);

    const name = (element: Element): string => {
      const label = element.getAttribute('aria-label') ?? (element as HTMLElement).innerText ?? '';
      const text = label.replace(/\s+/g, ' ').trim().slice(0, 40);
      return `<${element.tagName.toLowerCase()}> "${text}"`;
    };

    const shown = (element: Element): boolean => {
      if (element.closest('[inert], [aria-hidden="true"]')) return false;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
      const box = element.getBoundingClientRect();
      // Visually hidden texts (1 px boxes) are for screen readers only.
      return box.width > 2 && box.height > 2;
    };

    /** A box between the element and the page that scrolls or clips sideways: its own edges count, not the window's. */
    const clippedBy = (element: Element): Element | null => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const overflow = getComputedStyle(parent).overflowX;
        if (overflow !== 'visible') return parent;
      }
      return null;
    };

    const controls = Array.from(
      document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]'),
    ).filter(shown);

    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.left >= -slack && box.right <= viewport + slack) continue;
      const clip = clippedBy(control);
      if (clip) {
        const edges = clip.getBoundingClientRect();
        // Cut by its scrolling or clipping box, which itself stays in the window: scrolled out of view, not off-screen.
        if (edges.left >= -slack && edges.right <= viewport + slack) continue;
      }
      problems.push(`${name(control)} spans ${Math.round(box.left)}..${Math.round(box.right)} px, outside the window`);
    }

    controls.forEach((a, i) => {
      const boxA = a.getBoundingClientRect();
      for (const b of controls.slice(i + 1)) {
        if (a.contains(b) || b.contains(a)) continue;
        const boxB = b.getBoundingClientRect();
        const across = Math.min(boxA.right, boxB.right) - Math.max(boxA.left, boxB.left);
        const down = Math.min(boxA.bottom, boxB.bottom) - Math.max(boxA.top, boxB.top);
        if (across > 2 && down > 2)
          problems.push(`${name(a)} and ${name(b)} overlap (${Math.round(across)} x ${Math.round(down)} px)`);
      }
    });

    // Text cut: a box whose content is wider than it, among buttons, badges and the header's items.
    const texts = Array.from(
      document.querySelectorAll(
        'button, summary, header a, [class*="Badge-root"], [class*="Button-label"], [class*="Button-inner"], [data-device-count]',
      ),
    ).filter(shown);
    for (const element of texts) {
      if (element.scrollWidth > element.clientWidth + slack)
        problems.push(`${name(element)} holds ${element.scrollWidth} px of content in ${element.clientWidth} px`);
    }

    const header = document.querySelector('header');
    if (header) {
      const bar = header.getBoundingClientRect();
      const middle = (bar.top + bar.bottom) / 2;
      for (const control of controls.filter((element) => header.contains(element))) {
        const box = control.getBoundingClientRect();
        if (box.top < bar.top - slack || box.bottom > bar.bottom + slack || Math.abs((box.top + box.bottom) / 2 - middle) > 6)
          problems.push(`header ${name(control)} is off the header's row (${Math.round(box.top)}..${Math.round(box.bottom)} px)`);
        // Its words on one line: a link of the bar squeezed narrower than its words wraps them. Each
        // text shown (not a visually hidden one) is one line; a control may hold several (the logo's two).
        const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
        for (let text = walker.nextNode(); text; text = walker.nextNode()) {
          const parent = text.parentElement;
          if (!text.textContent?.trim() || !parent || !shown(parent)) continue;
          const words = document.createRange();
          words.selectNodeContents(text);
          // A rect that starts below the previous one's bottom starts a new line (one line may hold
          // several rects at slightly different heights: a Tamil glyph beside a Latin one).
          let lines = 0;
          let bottom = -Infinity;
          for (const rect of Array.from(words.getClientRects())
            .filter((part) => part.width > 1)
            .sort((x, y) => x.top - y.top)) {
            if (rect.top >= bottom - 2) lines += 1;
            bottom = Math.max(bottom, rect.bottom);
          }
          if (lines > 1) problems.push(`header ${name(control)} wraps "${text.textContent.trim()}" onto ${lines} lines`);
        }
      }
    }

    const menuButton = document.querySelector('header button[aria-controls]');
    if (menuButton && getComputedStyle(menuButton).display !== 'none') {
      const box = menuButton.getBoundingClientRect();
      if (box.left < -slack || box.right > viewport + slack || box.width < 24)
        problems.push(`the menu button spans ${Math.round(box.left)}..${Math.round(box.right)} px in a ${viewport} px window`);
      else {
        const hit = document.elementFromPoint((box.left + box.right) / 2, (box.top + box.bottom) / 2);
        if (!hit || !menuButton.contains(hit)) problems.push(`the menu button is covered by ${hit ? name(hit) : 'nothing'}`);
      }
    } else if (viewport < 1200) problems.push('no menu button below the lg breakpoint (75em)');

    return problems;
  });
}
