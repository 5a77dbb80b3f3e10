import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { isPublicAddress } from '@afilia/service-kit';
import { FetchRefused, safeFetchText } from './safe-fetch.js';

/**
 * Properties of the pixel verifier's SSRF guard (requirement 15, issue 17 §2): no address of a
 * private, loopback, link-local, shared or reserved network is ever public, however it is
 * written; and no URL, however it spells an inside address or resolves to one, reaches a canary
 * listening on loopback: its connection count stays 0.
 */
const RUNS = 10_000;
const octet = fc.integer({ min: 0, max: 255 });
const inside4 = fc.oneof(
  fc.tuple(octet, octet, octet).map(([b, c, d]) => `10.${b}.${c}.${d}`),
  fc.tuple(octet, octet, octet).map(([b, c, d]) => `127.${b}.${c}.${d}`),
  fc.tuple(fc.integer({ min: 16, max: 31 }), octet, octet).map(([b, c, d]) => `172.${b}.${c}.${d}`),
  fc.tuple(octet, octet).map(([c, d]) => `192.168.${c}.${d}`),
  fc.tuple(octet, octet).map(([c, d]) => `169.254.${c}.${d}`),
  fc.tuple(fc.integer({ min: 64, max: 127 }), octet, octet).map(([b, c, d]) => `100.${b}.${c}.${d}`),
  fc.tuple(octet, octet, octet).map(([b, c, d]) => `0.${b}.${c}.${d}`),
  fc.tuple(fc.integer({ min: 224, max: 255 }), octet, octet, octet).map(([a, b, c, d]) => `${a}.${b}.${c}.${d}`),
);
const hex16 = fc.integer({ min: 0, max: 0xffff }).map((n) => n.toString(16));
/** The same inside IPv4 address in the IPv6 spellings that carry one. */
const carried6 = inside4.chain((v4) => {
  const [a, b, c, d] = v4.split('.').map(Number) as [number, number, number, number];
  const hi = ((a << 8) | b).toString(16);
  const lo = ((c << 8) | d).toString(16);
  return fc.constantFrom(
    `::ffff:${v4}`,
    `::ffff:${hi}:${lo}`,
    `0:0:0:0:0:ffff:${hi}:${lo}`,
    `::${v4}`,
    `64:ff9b::${v4}`,
    `2002:${hi}:${lo}::1`,
  );
});
const inside6 = fc.oneof(
  fc.constantFrom('::1', '::', '0:0:0:0:0:0:0:1'),
  fc.tuple(fc.integer({ min: 0xfc00, max: 0xfdff }), hex16, hex16).map(([a, b, c]) => `${a.toString(16)}:${b}::${c}`),
  fc.tuple(fc.integer({ min: 0xfe80, max: 0xfebf }), hex16).map(([a, b]) => `${a.toString(16)}::${b}`),
  fc.tuple(hex16, hex16).map(([a, b]) => `ff02::${a}:${b}`),
  carried6,
);

describe('the SSRF guard, under any address', () => {
  it('never calls an inside IPv4 address public', () => {
    fc.assert(
      fc.property(inside4, (address) => expect(isPublicAddress(address)).toBe(false)),
      { numRuns: RUNS },
    );
  });

  it('never calls an inside IPv6 address public, nor one that carries an inside IPv4 address', () => {
    fc.assert(
      fc.property(inside6, (address) => expect(isPublicAddress(address)).toBe(false)),
      { numRuns: RUNS },
    );
  });
});

describe('the verifier’s fetch against a loopback canary', () => {
  let canary: Server;
  let port: number;
  let connections = 0;

  beforeAll(async () => {
    canary = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => canary.listen(0, '127.0.0.1', resolve));
    port = (canary.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => canary.close(resolve)));

  /** Hosts that are, or resolve to, the canary's loopback address, however they spell it. */
  const loopbackHosts = () => [
    '127.0.0.1',
    '127.1',
    '2130706433',
    '0x7f000001',
    '0177.0.0.1',
    '0x7f.0.0.1',
    '017700000001',
    '127.000.000.001',
    '[::1]',
    '[::ffff:127.0.0.1]',
    '[::ffff:7f00:1]',
    '[0:0:0:0:0:ffff:7f00:1]',
    '[::127.0.0.1]',
    'localhost',
    'localhost.',
    'LOCALHOST',
    '127.0.0.1.nip.io',
    '0.0.0.0',
    '0',
    '[::]',
    'tienda.example',
    'rebind.example',
    'mixed.example',
    'metadata.example',
    'xn--tienda-6ta.example',
  ];
  /** DNS as an attacker runs it: names that answer loopback, a public address then an inside one, or the metadata address. */
  const resolve = async (host: string) => {
    if (host === 'mixed.example')
      return [
        { address: '93.184.216.34', family: 4 },
        { address: '127.0.0.1', family: 4 },
      ];
    if (host === 'metadata.example') return [{ address: '169.254.169.254', family: 4 }];
    if (host === 'rebind.example') return [{ address: '::ffff:127.0.0.1', family: 6 }];
    return [{ address: '127.0.0.1', family: 4 }];
  };

  it(`refuses at least 25 spellings of an inside address, on every scheme and path: 0 connections`, async () => {
    expect(loopbackHosts().length).toBeGreaterThanOrEqual(25);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...loopbackHosts()),
        fc.constantFrom('https', 'http', 'HTTPS', 'ftp', 'gopher'),
        fc.webPath(),
        fc.boolean(),
        async (host, scheme, path, withPort) => {
          const url = `${scheme}://${host}${withPort ? `:${port}` : ''}${path}`;
          let parsed = true;
          try {
            new URL(url);
          } catch {
            parsed = false;
          }
          if (!parsed) return;
          await expect(safeFetchText(url, { allowOrigins: [], resolve, timeoutMs: 1000 })).rejects.toThrow(FetchRefused);
        },
      ),
      { numRuns: 500 },
    );
    expect(connections).toBe(0);
  });
});
