import AxeBuilder from '@axe-core/playwright';
import axe, { type AxeResults, type RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * Runs axe on the page as it is, gathering only violations (`resultTypes`: the same rules run, in less time).
 *
 * A page without frames: axe is put into the page once (kept across the app's own route changes) and `axe.run`
 * runs there, as AxeBuilder's legacy mode does. AxeBuilder's default mode is built for frames: each analyze() sent
 * axe's 560 KB source into the page again and opened a blank page in the context for `axe.finishRun` — 2–4 times
 * the cost of the run itself (docs/performance.md, "2026-11-22"). A page with frames (the contact page's map) still
 * goes through AxeBuilder, which reaches into each frame.
 */
async function violations(page: Page, runOnly: RunOptions['runOnly']): Promise<AxeResults['violations']> {
  const options: RunOptions = { resultTypes: ['violations'], runOnly };
  if (page.frames().length > 1) {
    // options() replaces every option set before it, so it comes first and withTags/withRules after.
    const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
    const { type, values } = runOnly as { type: 'tag' | 'rule'; values: string[] };
    return (await (type === 'tag' ? builder.withTags(values) : builder.withRules(values)).analyze()).violations;
  }
  if ((await page.evaluate('typeof window.axe')) === 'undefined') {
    await page.evaluate(
      `${axe.source};axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`,
    );
  }
  const result = await page.evaluate(
    (options) => (window as unknown as { axe: typeof axe }).axe.run(document, options) as Promise<AxeResults>,
    options,
  );
  return result.violations;
}

const describe = (v: AxeResults['violations'][number]) =>
  `${v.id} (${v.impact}): ${v.help} — ${v.nodes
    .map((n) => n.target.join(' '))
    .slice(0, 3)
    .join(', ')}`;

/**
 * Axe on the page as it is; the serious and critical violations, described for a failure message.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const found = await violations(page, {
    type: 'tag',
    values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
  });
  return found.filter((v) => v.impact === 'serious' || v.impact === 'critical').map(describe);
}

/** Axe's violations of the given rules only, whatever their impact (for moderate ones the suite names). */
export async function ruleViolations(page: Page, rules: string[]): Promise<string[]> {
  return (await violations(page, { type: 'rule', values: rules })).map(describe);
}
