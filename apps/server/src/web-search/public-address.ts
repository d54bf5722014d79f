import ipaddr from 'ipaddr.js';

/** NAT64 (64:ff9b::/96) carries an IPv4 address in its last 32 bits: that address decides. */
function embeddedIpv4(address: ipaddr.IPv6): ipaddr.IPv4 {
  const bytes = address.toByteArray().slice(-4);
  return new ipaddr.IPv4(bytes);
}

function isPublicIpv4(address: ipaddr.IPv4): boolean {
  // Everything ipaddr.js names (private, loopback, link-local with 169.254.169.254, CGNAT, 0/8,
  // multicast, broadcast, reserved, benchmarking…) is refused; only plain unicast passes.
  return address.range() === 'unicast';
}

function isPublicIpv6(address: ipaddr.IPv6): boolean {
  if (address.isIPv4MappedAddress()) return isPublicIpv4(address.toIPv4Address());
  const range = address.range();
  if (range === 'rfc6052') return isPublicIpv4(embeddedIpv4(address));
  // Only global unicast (2000::/3): "::7f00:1" (IPv4-compatible) and the like are not names ipaddr.js knows.
  return range === 'unicast' && address.match(ipaddr.IPv6.parse('2000::'), 3);
}

/**
 * Whether a page may be read from this address: public unicast only. Private, loopback,
 * link-local, unique-local, multicast, unspecified, carrier-grade NAT, tunnelling prefixes and
 * IPv4-mapped forms of any of these are refused; so is anything that is not an IP address.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(bare)) return false;
  const parsed = ipaddr.parse(bare);
  return parsed.kind() === 'ipv4' ? isPublicIpv4(parsed as ipaddr.IPv4) : isPublicIpv6(parsed as ipaddr.IPv6);
}
