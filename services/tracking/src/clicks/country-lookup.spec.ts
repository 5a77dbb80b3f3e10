import { CountryLookup } from './country-lookup.js';

describe('the country of an address', () => {
  // The package's real database; each address is the first or last of a range in its CSV files
  // that a registry allocated to that country long ago.
  let geo: CountryLookup;
  beforeAll(() => {
    geo = CountryLookup.shared();
  });

  it('reads the whole database once', () => {
    expect(CountryLookup.shared()).toBe(geo);
    expect(geo.size.ipv4).toBeGreaterThan(100_000);
    expect(geo.size.ipv6).toBeGreaterThan(50_000);
  });

  it('places IPv4 addresses, at the edges of their ranges too', () => {
    expect(geo.countryOf('181.0.0.0')).toBe('AR');
    expect(geo.countryOf('190.2.0.0')).toBe('AR');
    expect(geo.countryOf('190.2.63.255')).toBe('AR');
    expect(geo.countryOf('200.45.0.0')).toBe('AR');
    expect(geo.countryOf('200.45.255.255')).toBe('AR');
    expect(geo.countryOf('177.0.0.0')).toBe('BR');
    expect(geo.countryOf('187.128.0.0')).toBe('MX');
    expect(geo.countryOf('186.0.0.0')).toBe('CO');
    expect(geo.countryOf('88.0.0.0')).toBe('ES');
    expect(geo.countryOf('1.0.0.0')).toBe('AU');
  });

  it('places IPv6 addresses, however they are written', () => {
    expect(geo.countryOf('2800:810::')).toBe('AR');
    expect(geo.countryOf('2800:810::1')).toBe('AR');
    expect(geo.countryOf('2800:0810:0000:0000:0000:0000:0000:0001')).toBe('AR');
    expect(geo.countryOf('2800:820:ffff:ffff:ffff:ffff:ffff:ffff')).toBe('AR');
    expect(geo.countryOf('2804::')).toBe('BR');
    expect(geo.countryOf('2804:0:FFFF:FFFF:FFFF:FFFF:FFFF:FFFF')).toBe('BR');
    expect(geo.countryOf('2001:1388::')).toBe('PE');
  });

  it('reads an IPv4 visitor on a dual-stack socket as IPv4', () => {
    expect(geo.countryOf('::ffff:190.2.3.4')).toBe('AR');
    expect(geo.countryOf('::FFFF:177.0.0.1')).toBe('BR');
    expect(geo.countryOf('::ffff:be02:304')).toBe('AR');
    expect(geo.countryOf('0:0:0:0:0:ffff:200.45.1.2')).toBe('AR');
    expect(geo.countryOf('::ffff:192.168.1.1')).toBeNull();
  });

  it.each([
    '0.0.0.0',
    '10.1.2.3',
    '100.64.0.1',
    '127.0.0.1',
    '169.254.1.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.0.2.1',
    '192.168.1.1',
    '198.18.0.1',
    '198.51.100.7',
    '203.0.113.5',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '2001:db8::1',
  ])('is none for %s, which no visitor on the internet has', (address) => {
    expect(geo.countryOf(address)).toBeNull();
  });

  it.each([
    '',
    'unknown',
    '1.2.3',
    '1.2.3.4.5',
    '256.1.1.1',
    '01.2.3.4',
    '1..2.3',
    '.1.2.3',
    ' 190.2.3.4',
    '190.2.3.4 ',
    '190.2.3.4:443',
    '[2800:810::1]',
    '2800:810::1%eth0',
    '2800:810::g',
    '12345::1',
    '1::2::3',
    ':::',
    ':1::',
    '2800:810:',
    '2800:810:0:0:0:0:0:0:1',
    '2800:810:0:0:0:0:0:1::',
    '2800:810:0:0:0:0:0',
    '::ffff:1.2.3',
    '::ffff:1.2.3.4.5',
    '1:2:3:4:5:6:7:1.2.3.4',
    '2800:810::1'.repeat(5),
  ])('is none for the malformed %p', (address) => {
    expect(geo.countryOf(address)).toBeNull();
  });
});

describe('the database as laid out', () => {
  it('lets the range that starts later win where ranges nest or overlap, and leaves gaps empty', () => {
    const geo = CountryLookup.fromCsv(
      [
        '11.0.0.0,11.0.255.255,DE', // with two ranges inside it
        '11.0.1.0,11.0.1.255,BE',
        '11.0.2.0,11.0.2.0,NL',
        '11.1.0.0,11.1.0.255,FR', // starting together: the shorter wins
        '11.1.0.0,11.1.0.127,IT',
        '11.2.0.0,11.2.0.255,AR', // overlapping: the later one wins where they meet
        '11.2.0.128,11.2.1.255,UY',
        '13.0.0.0,13.0.0.255,ZZ', // unknown to the database
        '12.0.0.0,12.0.0.255,CL', // out of order
        '',
      ].join('\r\n'),
      '2800::,2800:ff::ffff,AR\n2800:10::,2800:10::,BR\n2800:10::1,2800:10::1,MX\n',
    );
    const expected: Record<string, string | null> = {
      '10.255.255.255': null,
      '11.0.0.0': 'DE',
      '11.0.0.255': 'DE',
      '11.0.1.0': 'BE',
      '11.0.1.255': 'BE',
      '11.0.2.0': 'NL',
      '11.0.2.1': 'DE',
      '11.0.255.255': 'DE',
      '11.1.0.0': 'IT',
      '11.1.0.127': 'IT',
      '11.1.0.128': 'FR',
      '11.1.1.0': null,
      '11.2.0.127': 'AR',
      '11.2.0.128': 'UY',
      '11.2.1.255': 'UY',
      '11.2.2.0': null,
      '12.0.0.9': 'CL',
      '13.0.0.1': null,
      '::ffff:11.0.1.9': 'BE',
      '2800::': 'AR',
      '2800:f:ffff:ffff:ffff:ffff:ffff:ffff': 'AR',
      '2800:10::': 'BR',
      '2800:10::1': 'MX',
      '2800:10::2': 'AR',
      '2800:ff::ffff': 'AR',
      '2800:ff::1:0': null,
      '27ff:ffff:ffff:ffff:ffff:ffff:ffff:ffff': null,
    };
    for (const [address, country] of Object.entries(expected)) expect([address, geo.countryOf(address)]).toEqual([address, country]);
  });

  it('covers the last address of the space', () => {
    const geo = CountryLookup.fromCsv('223.255.255.0,255.255.255.255,AU\n', '3fff::,ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff,JP\n');
    expect(geo.countryOf('223.255.255.255')).toBe('AU');
    expect(geo.countryOf('3fff:ffff:ffff:ffff:ffff:ffff:ffff:ffff')).toBe('JP');
    expect(geo.size).toMatchObject({ ipv4: 2, ipv6: 2 });
  });

  it('refuses a file that is not the database', () => {
    expect(() => CountryLookup.fromCsv('1.0.0.0;1.0.0.255;AU\n', '')).toThrow(/line 1/);
    expect(() => CountryLookup.fromCsv('1.0.0.0,1.0.0.255,AU\n1.0.1.0,1.0.0.255,AU\n', '')).toThrow(/line 2/);
  });
});
