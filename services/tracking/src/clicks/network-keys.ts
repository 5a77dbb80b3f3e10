import { isIPv4, isIPv6 } from 'node:net';

/**
 * The parts of a visitor's address a person is known by (issue 34 §2): whatever its browser says
 * of itself, one network address is one person per link and day. An IPv4 address is one host
 * (/32) and its /24 the network around it; an IPv6 host is its /64 (the block one line, one
 * home, is given, where a browser changes the rest at will) and its /48 the site. An address
 * that is neither (a test's empty socket) is its own text.
 */
export interface NetworkPrefixes {
  /** One person: the IPv4 address, or the IPv6 /64. */
  host: string;
  /** The network around it: the IPv4 /24, or the IPv6 /48. */
  subnet: string;
}

export function networkPrefixes(address: string): NetworkPrefixes {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const ip = mapped ? mapped[1]! : address;
  if (isIPv4(ip)) return { host: ip, subnet: `${ip.slice(0, ip.lastIndexOf('.'))}.0/24` };
  if (isIPv6(ip)) {
    const groups = ipv6Groups(ip);
    return { host: `${groups.slice(0, 4).join(':')}::/64`, subnet: `${groups.slice(0, 3).join(':')}::/48` };
  }
  return { host: address, subnet: address };
}

/** The eight groups of an IPv6 address, each as a number in lower-case hex without leading zeros. */
function ipv6Groups(ip: string): string[] {
  // A zone (fe80::1%eth0) names the interface, not the host.
  const bare = ip.split('%')[0]!;
  const [head, tail] = bare.includes('::') ? bare.split('::') : [bare, null];
  const parse = (part: string | null | undefined): string[] => (part ? part.split(':').flatMap(expandIpv4Tail) : []);
  const left = parse(head);
  const right = parse(tail);
  const groups = tail === null ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.map((g) => parseInt(g, 16).toString(16));
}

/** An IPv6 address may end in dotted IPv4 (::ffff:1.2.3.4, 64:ff9b::1.2.3.4): two groups. */
function expandIpv4Tail(group: string): string[] {
  if (!group.includes('.')) return [group];
  const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
