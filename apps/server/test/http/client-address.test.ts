// The key every per-address limit and cap counts by (the issue "security review", finding 5):
// IPv4 as it is, IPv6 by its /64, whatever a proxy wrapped around the address.
import { describe, expect, it } from "vitest";
import { addressKey } from "../../src/http/client-address";

describe("the per-address key of a client", () => {
  it.each([
    ["an IPv4 address", "192.0.2.1", "192.0.2.1"],
    ["an IPv4 address with a port", "192.0.2.1:5678", "192.0.2.1"],
    ["an IPv6 address", "2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["another of its /64", "2001:db8:1:2::9", "2001:db8:1:2::/64"],
    ["a bracketed IPv6 address with a port", "[2001:db8:1:2::9]:443", "2001:db8:1:2::/64"],
    ["the next /64", "2001:db8:1:3::9", "2001:db8:1:3::/64"],
    ["an IPv4-mapped IPv6 address", "::ffff:192.0.2.1", "192.0.2.1"],
    ["IPv6 loopback", "::1", "::/64"],
    ["no address at all", "unix-socket", "unix-socket"],
  ])("keys %s", (_what, ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });
});
