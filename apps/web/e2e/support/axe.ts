import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * Only violations are read, so axe is told not to gather every passing node too (resultTypes): the same rules run, in
 * less time. options() replaces every option set before it, so it comes first and withTags/withRules after.
 */
function onlyViolations(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
}

/**
 * Axe on the page as it is; the serious and critical violations, described for a failure message.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const result = await onlyViolations(page)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

/** Axe's violations of the given rules only, whatever their impact (for moderate ones the suite names). */
export async function ruleViolations(page: Page, rules: string[]): Promise<string[]> {
  const result = await onlyViolations(page).withRules(rules).analyze();
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}
