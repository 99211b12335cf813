// The client address every per-address limit and cap counts by (DESIGN §7; the issue
// "security review", finding 5): an IPv4 address as it is, an IPv6 address by its /64. One
// IPv6 subscriber is handed a whole /64 (RFC 6177), so keying by the full address gave one
// client 2^64 budgets; an IPv4-mapped IPv6 address (::ffff:192.0.2.1, a dual-stack socket)
// is its IPv4 address. Parsed by ipaddr.js (proxy-addr's own parser, which Fastify's
// trustProxy already runs), not by a hand-written one.
import type { FastifyRequest } from "fastify";
import ipaddr from "ipaddr.js";

const PREFIX_V6 = 64;

// What a proxy may append to an address in X-Forwarded-For: brackets and a port
// ("[2001:db8::1]:443", "192.0.2.1:5678"), which would give each port a budget of its own.
const BRACKETED = /^\[([^\]]+)\](?::\d+)?$/;
const IPV4_PORT = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/;

/** The key of `ip` for per-address limits: IPv4 as it is, IPv6 as its /64 network. */
export function addressKey(ip: string): string {
  const bare = BRACKETED.exec(ip)?.[1] ?? IPV4_PORT.exec(ip)?.[1] ?? ip;
  let address: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    address = ipaddr.process(bare);
  } catch {
    // Not an address (a Unix socket's peer, a test's fake): counted as given.
    return ip;
  }
  if (address.kind() === "ipv4") return address.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/${PREFIX_V6}`).toString()}/${PREFIX_V6}`;
}

/** The request's client (behind TRUST_PROXY's proxies) as a per-address key. */
export function clientAddress(request: FastifyRequest): string {
  return addressKey(request.ip);
}
