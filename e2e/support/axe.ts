import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.2 level A and AA, with the 2.0 and 2.1 rules it includes. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
/**
 * The WCAG rules whose answer a theme can change: it swaps colours and nothing else, so a page
 * already audited whole in one theme needs only these in the other.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const BLOCKING: ReadonlySet<Result['impact']> = new Set(['serious', 'critical']);

/**
 * Waits for entrance animations (dialogs zooming in, menus sliding down) to end: axe measures
 * contrast on what is painted, and a half-faded dialog would read as low contrast. Endless
 * animations (spinners) are not waited for, nor the wave a clicked button leaves: it fades for
 * 2 s on an empty layer of its own, over no text.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const effect = animation.effect as KeyframeEffect | null;
      if (effect?.target instanceof Element && effect.target.classList.contains('ant-wave')) return true;
      return effect?.getTiming().iterations === Infinity || animation.playState !== 'running';
    }),
  );
}

/**
 * Runs axe-core in the page (WCAG 2.2 A and AA) and answers its serious and critical violations,
 * one line each, prefixed with `state` ('marca · productos · oscuro · 390 px'). Empty when clean.
 * `coloursOnly`: just the rules a theme can change, for the same page in its other theme.
 */
export async function seriousViolations(page: Page, state: string, { coloursOnly = false } = {}): Promise<string[]> {
  await settle(page);
  // A string is evaluated by the DevTools protocol itself: the gateway's CSP (no eval) does not apply.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const runOnly = coloursOnly ? { type: 'rule', values: COLOUR_RULES } : { type: 'tag', values: WCAG_TAGS };
  const results = await page.evaluate(
    (only) =>
      (window as unknown as { axe: { run(context: Document, options: object): Promise<unknown> } }).axe.run(document, {
        runOnly: only,
        resultTypes: ['violations'],
      }),
    runOnly,
  );
  return (results as AxeResults).violations
    .filter((violation) => BLOCKING.has(violation.impact))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${state}: [${violation.impact}] ${violation.id} ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`,
      ),
    );
}
