import { isIPv4 } from 'node:net';
import { keyedHash } from '../keyed-hash.js';

/** The 8 groups of an IPv6 address (an IPv4 tail counts as two), or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  let text = (address.split('%')[0] ?? '').toLowerCase();
  const ipv4Tail = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (ipv4Tail) {
    const [a, b, c, d] = ipv4Tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, ipv4Tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => parseInt(group, 16));
}

/**
 * What a client address stands for when counting a guest: an IPv4 address itself,
 * and for IPv6 its /64 network, since one household or host is given a whole /64
 * and can pick a new address in it at will. IPv4-mapped IPv6 addresses are IPv4.
 */
export function addressNetwork(address: string): string {
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const isIpv4Mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (isIpv4Mapped) {
    const [high, low] = [groups[6] ?? 0, groups[7] ?? 0];
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups.slice(0, 4).map((group) => group.toString(16)).join(':')}::/64`;
}

/**
 * A keyed hash (HMAC-SHA256 with the session secret) of the client's network: the
 * same client gets the same key, and a stored key does not give the address back
 * (the address space is small enough to try every address without the secret).
 */
export function clientAddressKey(secret: string, address: string): string {
  return keyedHash(secret, 'guest-address', addressNetwork(address));
}
