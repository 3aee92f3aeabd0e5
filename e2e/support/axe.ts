import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

type AxeViolation = { id: string; impact: string | null; nodes: Array<{ target: unknown[]; impact?: string | null }> };

/**
 * axe-core's WCAG 2 A and AA rules on the page as it is now (decision 043): one line per serious or
 * critical finding, `rule target`; empty when there is none. The context needs `bypassCSP: true`, as
 * axe is injected as a script the app's Content-Security-Policy would refuse.
 */
export async function seriousAxeFindings(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(
    async () =>
      (
        (await (window as unknown as { axe: { run(o: unknown): Promise<unknown> } }).axe.run({
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
          resultTypes: ['violations'],
        })) as { violations: AxeViolation[] }
      ).violations,
  );
  return violations.flatMap((violation) =>
    violation.nodes
      .filter((node) => ['serious', 'critical'].includes(node.impact ?? violation.impact ?? ''))
      .map((node) => `${violation.id} ${node.target.map(String).join(' ')}`),
  );
}
