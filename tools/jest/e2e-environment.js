// The e2e tests' environment: Node's, plus a screenshot of every page still open when a test or a
// hook fails, under test-output/e2e/failed/, so a failure seen once in CI can be looked at.
import { mkdirSync } from 'node:fs';
import NodeEnvironment from 'jest-environment-node';

const FAILED = new URL('../../test-output/e2e/failed/', import.meta.url).pathname;

/** A file name from a test's name: letters, digits and dashes. */
const slug = (name) =>
  name
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 120);

export default class E2eEnvironment extends NodeEnvironment {
  async handleTestEvent(event) {
    if (event.name !== 'test_fn_failure' && event.name !== 'hook_failure') return;
    // e2e/support/browser.ts keeps the pages it opened here until they close.
    const pages = [...(this.global.__e2eOpenPages ?? [])];
    if (pages.length === 0) return;
    mkdirSync(FAILED, { recursive: true });
    const parent = event.test?.parent?.name;
    const name = slug(event.test ? `${parent && parent !== 'ROOT_DESCRIBE_BLOCK' ? parent : ''} ${event.test.name}` : event.hook.type);
    await Promise.all(
      pages.map(async (page, i) => {
        const path = `${FAILED}${name}-${i + 1}.png`;
        const taken = await page.screenshot({ path, fullPage: true, timeout: 5_000 }).then(
          () => true,
          () => false,
        );
        if (taken) process.stderr.write(`[e2e] captura al fallar (${page.url()}): ${path}\n`);
      }),
    );
  }
}
