import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { WEBHOOK_HEADERS, WEBHOOK_VERIFY_SNIPPET } from '@afilia/contracts';
import { newWebhookSecret, secretHint, webhookHeaders, webhookSignature } from './webhook-signature.js';

describe('webhook signatures', () => {
  const secret = 'whsec_prueba';
  const body = '{"id":"d1","event":"sale.created","data":{"totalCents":150000}}';

  it('sign the timestamp and the body exactly as sent, as the documentation’s snippet recomputes it', () => {
    const expected = createHmac('sha256', secret).update(`1764417600.${body}`).digest('hex');
    expect(webhookSignature(secret, 1764417600, body)).toBe(`v1=${expected}`);
    // A changed byte of the body, another timestamp or another secret: another signature.
    expect(webhookSignature(secret, 1764417600, body.replace('150000', '150001'))).not.toBe(`v1=${expected}`);
    expect(webhookSignature(secret, 1764417601, body)).not.toBe(`v1=${expected}`);
    expect(webhookSignature('whsec_otro', 1764417600, body)).not.toBe(`v1=${expected}`);
  });

  it('put the delivery id, its event, the second it was signed and the signature in the headers', () => {
    const headers = webhookHeaders({ id: 'd1', event: 'sale.created', body }, secret, new Date('2025-11-29T12:00:00.900Z'));
    expect(headers).toMatchObject({
      'content-type': 'application/json',
      [WEBHOOK_HEADERS.id]: 'd1',
      [WEBHOOK_HEADERS.event]: 'sale.created',
      [WEBHOOK_HEADERS.timestamp]: '1764417600',
      [WEBHOOK_HEADERS.signature]: webhookSignature(secret, 1764417600, body),
    });
  });

  it('make secrets that differ, and hint at one without giving it away', () => {
    const [a, b] = [newWebhookSecret(), newWebhookSecret()];
    expect(a).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    expect(secretHint(a)).toBe(`${a.slice(0, 12)}…`);
  });
});

describe('the verification recipe brands copy (WEBHOOK_VERIFY_SNIPPET)', () => {
  /** Runs the snippet as a brand's server would (its own Node process) on headers and a raw body. */
  function recipeSays(headers: Record<string, string>, rawBody: string, secret: string): boolean {
    const dir = mkdtempSync(join(tmpdir(), 'afilia-snippet-'));
    writeFileSync(join(dir, 'verify.mjs'), WEBHOOK_VERIFY_SNIPPET);
    const script = `import { esDeAfilia } from ${JSON.stringify(pathToFileURL(join(dir, 'verify.mjs')).href)};
      process.stdout.write(String(esDeAfilia(${JSON.stringify(headers)}, ${JSON.stringify(rawBody)}, ${JSON.stringify(secret)})));`;
    return execFileSync(process.execPath, ['--input-type=module', '-e', script]).toString() === 'true';
  }
  const secret = newWebhookSecret();
  const body = '{"id":"d2","event":"sale.created","data":{"totalCents":99000}}';

  it('accepts a delivery the platform signed just now, and refuses a changed body, another secret or an old timestamp', () => {
    const fresh = webhookHeaders({ id: 'd2', event: 'sale.created', body }, secret, new Date());
    expect(recipeSays(fresh, body, secret)).toBe(true);
    expect(recipeSays(fresh, body.replace('99000', '990000'), secret)).toBe(false);
    expect(recipeSays(fresh, body, newWebhookSecret())).toBe(false);
    const replayed = webhookHeaders({ id: 'd2', event: 'sale.created', body }, secret, new Date(Date.now() - 10 * 60_000));
    expect(recipeSays(replayed, body, secret)).toBe(false);
  });

  it('is the one docs/webhooks.md shows', () => {
    const docs = readFileSync(new URL('../../../../docs/webhooks.md', import.meta.url), 'utf8').replace(/^ {2}/gm, '');
    expect(docs).toContain(WEBHOOK_VERIFY_SNIPPET);
  });
});
