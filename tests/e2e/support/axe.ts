import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { atFullSpeed } from './fixtures';

/**
 * The serious and critical axe violations of the whole page (WCAG 2.1 A and AA, best practices),
 * each with its rule and the elements it names: a test expects none. Axe runs at full CPU speed.
 */
export async function severeViolations(page: Page) {
  const builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'best-practice',
  ]);
  const results = await atFullSpeed(page, () => builder.analyze());
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((n) => n.target.join(' ')),
    }));
}
