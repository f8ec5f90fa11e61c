import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The page's serious or critical accessibility violations, each as readable lines; with
 * `coloursOnly`, of colour contrast alone (what a theme changes), which is quicker.
 */
export async function seriousA11yViolations(
  page: Page,
  { coloursOnly = false }: { coloursOnly?: boolean } = {},
): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (coloursOnly) builder.withRules(['color-contrast']);
  const results = await builder.analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  return serious.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
}

/** Fails on serious or critical accessibility violations, listing them readably. */
export async function expectNoSeriousA11yViolations(page: Page, screen: string): Promise<void> {
  expect(await seriousA11yViolations(page), `axe violations on ${screen}`).toEqual([]);
}

/** The same check in the light theme and the dark one; the page's own theme is restored. */
export async function expectAccessibleInBothThemes(page: Page, screen: string): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoSeriousA11yViolations(page, `${screen} (${colorScheme})`);
  }
  await page.emulateMedia({ colorScheme: null });
}
