import { isPublicAddress } from './public-address.js';

describe('isPublicAddress: what the pixel verifier may reach', () => {
  it.each([
    ['0.0.0.0', 'this network'],
    ['10.1.2.3', 'private 10/8'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.100.100.200', 'a cloud metadata address inside carrier-grade NAT'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback, far end'],
    ['169.254.169.254', 'link-local cloud metadata'],
    ['172.16.0.1', 'private 172.16/12'],
    ['172.31.255.255', 'private 172.16/12, far end'],
    ['192.0.0.8', 'IETF protocol assignments'],
    ['192.0.2.1', 'documentation'],
    ['192.168.1.1', 'private 192.168/16'],
    ['198.18.0.1', 'benchmarking'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['::', 'unspecified IPv6'],
    ['::1', 'IPv6 loopback'],
    ['fc00::1', 'unique local'],
    ['fd00:ec2::254', 'a cloud metadata address (unique local)'],
    ['fe80::1', 'link-local IPv6'],
    ['ff02::1', 'IPv6 multicast'],
    ['2001:db8::1', 'IPv6 documentation'],
    ['::ffff:127.0.0.1', 'loopback mapped into IPv6'],
    ['::ffff:7f00:1', 'loopback mapped into IPv6, hex form'],
    ['::ffff:169.254.169.254', 'metadata mapped into IPv6'],
    ['64:ff9b::a00:1', 'a private address behind NAT64'],
    ['2002:c0a8:0101::1', 'a private address inside 6to4'],
    ['not-an-address', 'not an address at all'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '1.1.1.1', '200.45.191.35', '172.32.0.1', '100.128.0.1', '2800:3f0:4002:80a::200e', '::ffff:8.8.8.8'])(
    'lets %s through',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});
