import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * WCAG 2.1 AA with axe-core, on what the page shows now, in both themes: no serious or critical violation.
 * Pages without the shell (sign-in) are checked in the theme they have.
 */
export async function expectAccessible(page: Page, what: string) {
  // Colours change with a transition after a theme switch; axe must measure the settled ones.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  const themes = page.getByLabel('Theme');
  const switchable = (await themes.count()) > 0;
  for (const theme of switchable ? ['default', 'space'] : [undefined]) {
    if (theme) {
      await themes.selectOption(theme);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    }
    // Dialogs and menus animate in: measure the settled colours, not a frame of the fade.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help} — ${v.nodes
            .slice(0, 6)
            .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 80)}: ${n.any[0]?.message ?? ''}`)
            .join(' | ')}`,
      );
    expect(serious, `${what}${theme ? ` in the ${theme} theme` : ''}`).toEqual([]);
  }
  if (switchable) await themes.selectOption('default');
}
