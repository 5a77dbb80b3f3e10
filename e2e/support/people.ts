import type { BrowserContext, Page } from 'playwright-core';
import { newPage, uniqueEmail } from './browser.js';
import { signUp } from './auth-flows.js';

/**
 * People in browsers of their own, for tests where several act at once (a brand and its
 * creators): each signs up with a role; `closeAll` after each test.
 */
export function people() {
  const contexts: BrowserContext[] = [];
  return {
    async signUp(name: string, role: 'Marca' | 'Creador'): Promise<Page> {
      const { context, page } = await newPage();
      contexts.push(context);
      await signUp(page, { name, email: uniqueEmail(role === 'Marca' ? 'marca' : 'creador'), role });
      await page.waitForURL('**/dashboard');
      return page;
    },
    async closeAll(): Promise<void> {
      await Promise.all(contexts.splice(0).map((c) => c.close()));
    },
  };
}
