import { networkPrefixes } from './network-keys.js';
import { networkKey } from './visitor-hasher.js';

describe('the person a click is billed to', () => {
  it('is one IPv4 address, in its /24', () => {
    expect(networkPrefixes('190.2.3.4')).toEqual({ host: '190.2.3.4', subnet: '190.2.3.0/24' });
    expect(networkPrefixes('190.2.3.250').subnet).toBe(networkPrefixes('190.2.3.4').subnet);
    expect(networkPrefixes('190.2.4.4').subnet).not.toBe(networkPrefixes('190.2.3.4').subnet);
  });

  it('reads an IPv4 address a dual-stack socket reports as IPv6 as the IPv4 one', () => {
    expect(networkPrefixes('::ffff:190.2.3.4')).toEqual(networkPrefixes('190.2.3.4'));
  });

  it('is one IPv6 /64 however the browser fills the rest, in its /48', () => {
    const home = networkPrefixes('2800:810:4a1:9c00:1111:2222:3333:4444');
    expect(home).toEqual({ host: '2800:810:4a1:9c00::/64', subnet: '2800:810:4a1::/48' });
    expect(networkPrefixes('2800:0810:04a1:9c00:abcd::1')).toEqual(home);
    expect(networkPrefixes('2800:810:4a1:9c01::1').host).not.toBe(home.host);
    expect(networkPrefixes('2800:810:4a1:9c01::1').subnet).toBe(home.subnet);
  });

  it('expands :: wherever it stands, and ignores a zone', () => {
    expect(networkPrefixes('::1').host).toBe('0:0:0:0::/64');
    expect(networkPrefixes('2001:db8::').host).toBe('2001:db8:0:0::/64');
    expect(networkPrefixes('fe80::1%eth0').host).toBe('fe80:0:0:0::/64');
    expect(networkPrefixes('64:ff9b::1.2.3.4').host).toBe('64:ff9b:0:0::/64');
  });

  it('keys an address and its network apart, so neither matches the other', () => {
    const salt = Buffer.alloc(32, 7);
    expect(networkKey(salt, 'host', '1.2.3.0/24')).not.toBe(networkKey(salt, 'subnet', '1.2.3.0/24'));
    expect(networkKey(salt, 'host', '1.2.3.4')).toHaveLength(43);
    expect(networkKey(salt, 'host', '1.2.3.4')).not.toContain('1.2.3');
  });
});
