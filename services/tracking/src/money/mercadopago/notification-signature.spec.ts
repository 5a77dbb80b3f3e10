import { createHmac } from 'node:crypto';
import { hasValidNotificationSignature, notificationManifest, parseSignatureHeader } from './notification-signature.js';

const SECRET = 'clave-de-notificaciones-1234';
const sign = (manifest: string) => createHmac('sha256', SECRET).update(manifest).digest('hex');

describe('Mercado Pago notification signatures', () => {
  const dataId = '123456';
  const requestId = 'bb56a2f1-6aae-46ac-982e-9dcd3581d08e';
  const ts = '1742505638683';
  const valid = `ts=${ts},v1=${sign(`id:${dataId};request-id:${requestId};ts:${ts};`)}`;

  it('builds the manifest of the parts present, in order', () => {
    expect(notificationManifest({ dataId, requestId, ts })).toBe(`id:${dataId};request-id:${requestId};ts:${ts};`);
    expect(notificationManifest({ dataId: null, requestId, ts })).toBe(`request-id:${requestId};ts:${ts};`);
    expect(notificationManifest({ dataId, requestId: null, ts })).toBe(`id:${dataId};ts:${ts};`);
  });

  it('reads ts and v1 in any order and with spaces', () => {
    expect(parseSignatureHeader(' v1=abc , ts=42')).toEqual({ ts: '42', v1: 'abc' });
    expect(parseSignatureHeader('ts=42')).toBeNull();
    expect(parseSignatureHeader(null)).toBeNull();
  });

  it('accepts the signature of the manifest and refuses any change to its parts', () => {
    expect(hasValidNotificationSignature(SECRET, { dataId, requestId, signature: valid })).toBe(true);
    expect(hasValidNotificationSignature(SECRET, { dataId: '123457', requestId, signature: valid })).toBe(false);
    expect(hasValidNotificationSignature(SECRET, { dataId, requestId: 'otra', signature: valid })).toBe(false);
    expect(hasValidNotificationSignature(SECRET, { dataId, requestId, signature: valid.replace(`ts=${ts}`, 'ts=1') })).toBe(false);
    expect(hasValidNotificationSignature('otra-clave-de-notificaciones', { dataId, requestId, signature: valid })).toBe(false);
    expect(hasValidNotificationSignature(SECRET, { dataId, requestId, signature: null })).toBe(false);
    expect(hasValidNotificationSignature(SECRET, { dataId, requestId, signature: `ts=${ts},v1=zz` })).toBe(false);
  });
});
