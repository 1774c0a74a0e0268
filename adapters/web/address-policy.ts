import ipaddr from 'ipaddr.js';

/** Cloud metadata endpoints, named so the refusal says what was hit (their ranges are refused anyway). */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

const METADATA = new Set(['169.254.169.254', 'fd00:ec2::254', '100.100.100.200']);

/**
 * Why an address may not be fetched, or null when it is an ordinary public unicast address.
 * IPv4-mapped IPv6 is judged as the IPv4 address it carries; every special range ipaddr.js knows
 * (private, loopback, link-local, multicast, unspecified, broadcast, carrier-grade NAT, unique
 * local, documentation, 6to4/Teredo/NAT64 carriers of possibly private IPv4) is refused.
 */
export function forbiddenAddressReason(address: string): string | null {
  if (!ipaddr.isValid(address)) return 'is not a valid IP address';
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  // Of IPv6 only global unicast (2000::/3) is ever routable on the internet. This one rule also
  // refuses every embedded-IPv4 spelling outside it: IPv4-compatible `::a00:1` (= 10.0.0.1),
  // `::a9fe:a9fe` (= 169.254.169.254), SIIT `::ffff:0:a00:1`, and the ranges IANA reserves.
  if (parsed.kind() === 'ipv6' && !(parsed as ipaddr.IPv6).match(GLOBAL_UNICAST_V6)) {
    const embedded = (parsed as ipaddr.IPv6).parts.slice(0, 6).every((p) => p === 0);
    return embedded
      ? 'resolves to an IPv4-compatible IPv6 address (an IPv4 address in IPv6 spelling)'
      : 'resolves to an IPv6 address outside global unicast (2000::/3)';
  }
  const normalized = parsed.toString();
  if (METADATA.has(normalized)) return 'points to a cloud metadata service';
  const range = parsed.range();
  if (range === 'unicast') return null;
  const names: Record<string, string> = {
    private: 'a private network',
    loopback: 'this machine (loopback)',
    linkLocal: 'a link-local network',
    multicast: 'a multicast group',
    unspecified: 'the unspecified address',
    broadcast: 'the broadcast address',
    carrierGradeNat: 'a carrier-grade NAT range',
    uniqueLocal: 'a private (unique local) IPv6 network',
    reserved: 'a reserved range',
  };
  return `resolves to ${names[range] ?? `a special-purpose range (${range})`}`;
}
