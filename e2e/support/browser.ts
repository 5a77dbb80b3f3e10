import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:8080';
const SHOTS = fileURLToPath(new URL('../../test-output/e2e/', import.meta.url));

let browser: Browser | null = null;

/**
 * Debian's Chromium headless shell (package chromium-headless-shell), never a downloaded one:
 * the same Blink as the browser at about 40 % less CPU (decision 201); flags for a sandboxed,
 * offline machine.
 */
export async function launch(): Promise<Browser> {
  browser ??= await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  return browser;
}

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = null;
}

/**
 * This file's browsers start at a random place among their lane's ten /24 blocks, so files
 * signing people in during the same minute do not share an address and its five sign-ins a
 * minute (every file started at the same address, and the growing suite reached the limit).
 */
let clients = Math.floor(Math.random() * 2_250);
/** The first of the address blocks this run's browsers take: each e2e lane of `npm test` has its own. */
const CLIENT_NET = Number(process.env.E2E_CLIENT_NET ?? 100);
function nextClientIp(): string {
  clients += 1;
  return `198.18.${CLIENT_NET + Math.floor(clients / 250)}.${(clients % 250) + 1}`;
}

const PERSON_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

/**
 * A fresh context (no cookies) and page; errors in the page fail loudly in the test output.
 * `colorScheme` is the system theme the page follows until someone picks one.
 */
export async function newPage(
  viewport = { width: 1280, height: 800 },
  colorScheme: 'light' | 'dark' = 'light',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await (
    await launch()
  ).newContext({
    baseURL: BASE_URL,
    viewport,
    locale: 'es-AR',
    colorScheme,
    // The system asks for less motion, so antd's dialogs, menus and toasts appear at once
    // (theme-config.ts): a click never lands on something still zooming or sliding.
    reducedMotion: 'reduce',
    // Each browser is its own client address (the test platform trusts one proxy hop), as the
    // people these tests play would be: the per-address sign-up and sign-in limits hold for each.
    extraHTTPHeaders: { 'x-forwarded-for': nextClientIp() },
    // A person's browser, as a shopper's would be: headless Chromium names itself
    // 'HeadlessChrome', which the tracking links count as a bot and never bill.
    userAgent: PERSON_USER_AGENT,
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
  // The pages a failing test leaves open are photographed (tools/jest/e2e-environment.js).
  context.on('page', remember);
  remember(page);
  return { context, page };
}

const openPages: Set<Page> = ((globalThis as { __e2eOpenPages?: Set<Page> }).__e2eOpenPages ??= new Set());
function remember(page: Page): void {
  openPages.add(page);
  page.on('close', () => openPages.delete(page));
}

/**
 * Waits until nothing on the page is loading (no skeleton, spinner or loading card): a click
 * while cards above its target grow as their data arrives can land on whatever moved under it.
 * Nothing animates (the browser asks for reduced motion), so dialogs and menus need no wait.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.querySelector('.ant-skeleton, .ant-spin-spinning, .ant-card-loading-content, .ant-btn-loading'),
  );
}

/** Waits until the page has painted two more frames: what the last event it handled scheduled is on screen. */
export async function paintedTwice(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Saves a screenshot under test-output/e2e/ to look at after the run. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}${name}.png`, fullPage: true });
}

let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}
