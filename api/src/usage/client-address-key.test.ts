import { describe, expect, it } from 'vitest';
import { addressNetwork, clientAddressKey } from './client-address-key.js';

const SECRET = 's'.repeat(40);

describe('addressNetwork', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:cb00:7107', '203.0.113.7'],
    ['2001:db8:1:2::a', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:0:0:b', '2001:db8:1:2::/64'],
    ['2001:db8::', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::198.51.100.1', '64:ff9b:0:0::/64'],
    ['not an address', 'not an address'],
  ])('%s stands for %s', (address, network) => {
    expect(addressNetwork(address)).toBe(network);
  });
});

describe('clientAddressKey', () => {
  it('is the same for one network, different for another, and depends on the secret', () => {
    const key = clientAddressKey(SECRET, '2001:db8:1:2::a');
    expect(clientAddressKey(SECRET, '2001:db8:1:2:ffff::b')).toBe(key);
    expect(clientAddressKey(SECRET, '2001:db8:1:3::a')).not.toBe(key);
    expect(clientAddressKey('t'.repeat(40), '2001:db8:1:2::a')).not.toBe(key);
    expect(key).not.toContain('2001');
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
