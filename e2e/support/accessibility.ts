import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * ARIA's own rules: where axe cannot decide one (an `aria-label` on an element whose role may not be
 * named, when the element also has text, is "needs review" rather than a violation), the finding
 * still counts. The HTML checker calls all of these errors.
 */
const ARIA_RULE = /^aria-/;

/**
 * axe finds nothing on the page as it is now, whatever its impact, and leaves no ARIA rule undecided;
 * each finding is named with where it is.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations, incomplete } = await new AxeBuilder({ page }).analyze();
  const findings = [...violations, ...incomplete.filter((result) => ARIA_RULE.test(result.id))];
  expect(
    findings.map(
      (finding) => `${finding.id} (${finding.impact}): ${finding.help} (${finding.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}
