import ipaddr from 'ipaddr.js';

/**
 * The address a throttle counts failures against. IPv4 (and IPv4-mapped IPv6) addresses are
 * used whole; IPv6 addresses are cut to their /64, because one subscriber usually holds a
 * whole /64 and could otherwise rotate through billions of addresses.
 */
export function throttleAddress(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toString()}/64`;
}
