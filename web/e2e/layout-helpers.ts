import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The widths every screen must work at: the smallest phone, a common phone, a laptop. */
export const widths = [320, 390, 1280] as const;

export type Covered = { control: string; coveredBy: string };

/**
 * Every visible control inside `scope` (default: the whole page) is scrolled into view and must be
 * what the browser hits at its centre (of one of its line boxes, for a link that wraps) (`elementFromPoint` returns it or a descendant). Returns the
 * controls something else covers, each with what covers it. Before that, with the page scrolled to
 * its top and to its end, no floating element may lie on a control in view.
 */
export async function coveredControls(page: Page, scope = 'body'): Promise<Covered[]> {
  return page.evaluate((scopeSelector) => {
    const describe = (element: Element | null) => {
      if (!element) return 'nothing (off screen)';
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
      const className = typeof element.className === 'string' ? element.className.split(' ')[0] : '';
      return `<${element.tagName.toLowerCase()}${className ? ` .${className}` : ''}> ${name}`;
    };
    const root = document.querySelector(scopeSelector) ?? document.body;
    const controls = Array.from(
      root.querySelectorAll<HTMLElement>('button, a[href], input, textarea, select, [role="button"], [role="tab"], [role="menuitem"]'),
    ).filter((control) => {
      if (control.classList.contains('skip-link')) return false; // shown only while focused
      const rect = control.getBoundingClientRect();
      const style = getComputedStyle(control);
      return rect.width >= 2 && rect.height >= 2 && style.visibility !== 'hidden' && !control.closest('[inert]');
    });
    const covered: { control: string; coveredBy: string }[] = [];
    const centres = (control: HTMLElement) =>
      Array.from(control.getClientRects())
        .filter((rect) => rect.width >= 2 && rect.height >= 2)
        .map((rect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 }));
    const inFixedLayer = (element: Element | null) => {
      for (let node = element; node; node = node.parentElement) if (getComputedStyle(node).position === 'fixed') return true;
      return false;
    };
    // At the top and at the end of the page: nothing floating (fixed) lies on a control in view.
    // Scrolling to the centre alone would slide controls out from under it; at the ends they cannot.
    for (const [end, top] of [['top', 0], ['end', document.documentElement.scrollHeight]] as const) {
      window.scrollTo(0, top);
      for (const control of controls) {
        const inView = centres(control).filter(({ x, y }) => x >= 0 && y >= 0 && x < window.innerWidth && y < window.innerHeight);
        const hits = inView.map(({ x, y }) => document.elementFromPoint(x, y));
        const blocker = hits.find((hit) => hit && hit !== control && !control.contains(hit) && inFixedLayer(hit) && !inFixedLayer(control));
        if (blocker && !hits.some((hit) => hit && (hit === control || control.contains(hit)))) {
          covered.push({ control: describe(control), coveredBy: `${describe(blocker)} (floating, page scrolled to the ${end})` });
        }
      }
    }
    for (const control of controls) {
      control.scrollIntoView({ block: 'center', inline: 'center' });
      // A link that wraps has a box per line: the centre of each line box, not of their union.
      const hits = centres(control).map(({ x, y }) => document.elementFromPoint(x, y));
      if (!hits.some((hit) => hit && (hit === control || control.contains(hit)))) {
        covered.push({ control: describe(control), coveredBy: describe(hits[0] ?? null) });
      }
    }
    window.scrollTo(0, 0);
    return covered;
  }, scope);
}

/** Nothing is wider than the screen: a phone never scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * Checks look at the settled screen: transient notices (e.g. "ready to work offline", which comes
 * whenever the service worker finishes installing) are closed the way a visitor closes them.
 */
export async function waitForNoToast(page: Page) {
  const toasts = page.locator('section[tabindex="-1"] li');
  await expect(async () => {
    for (const close of await toasts.getByRole('button').all()) await close.click({ timeout: 1000 }).catch(() => undefined);
    await expect(toasts).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

/** The axe-core rules (WCAG 2.1 A and AA and axe's best practices) find nothing on the page. */
export async function expectAccessible(page: Page, label: string) {
  // Colours are read from the settled page: a fade or a colour transition still running would be
  // measured half-way (endless ones, such as a spinner, are left running).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  }));
  // Soft: one run reports every route's findings, not only the first.
  expect.soft(violations, `axe on ${label}`).toEqual([]);
}

/** The open modal (dialog or alertdialog). */
export function openDialog(page: Page) {
  return page.locator('[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]');
}

/**
 * Focus is inside the open dialog and stays there through a full round of Tab and of Shift+Tab
 * (one more press than it has controls, so the cycle wraps at both ends).
 */
export async function expectFocusTrapped(page: Page) {
  const dialog = openDialog(page);
  await expect(dialog).toBeVisible();
  const focusInside = () => dialog.evaluate((element) => element.contains(document.activeElement));
  await expect.poll(focusInside).toBe(true);
  const controls = await dialog.locator('button:not([disabled]), a[href], input, textarea').count();
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press <= controls; press++) {
      await page.keyboard.press(key);
      expect(await focusInside(), `${key} #${press + 1} keeps focus in the dialog`).toBe(true);
    }
  }
}
