import ipaddr from 'ipaddr.js';

/** Cloud metadata endpoints, named so the refusal says what was hit (their ranges are refused anyway). */
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
