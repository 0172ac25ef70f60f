import { describe, expect, it } from "vitest";
import { clientAddress, trustedProxyHops } from "@/lib/site/client-address.mjs";

describe("the client's address, as the server entry works it out", () => {
  it("is the socket's peer with no proxy in front, whatever X-Forwarded-For says", () => {
    expect(clientAddress("203.0.113.7", "6.6.6.6", 0)).toBe("203.0.113.7");
    expect(clientAddress("::ffff:203.0.113.7", undefined, 0)).toBe("203.0.113.7");
    expect(clientAddress("2001:db8::1", "6.6.6.6, 7.7.7.7", 0)).toBe("2001:db8::1");
    expect(clientAddress(undefined, undefined, 0)).toBe("unknown");
  });

  it("is the entry as many hops from the right as there are trusted proxies", () => {
    // One proxy appended 203.0.113.7; "6.6.6.6" is what the client sent to dodge the limit.
    expect(clientAddress("10.0.0.2", " 6.6.6.6 , 203.0.113.7", 1)).toBe("203.0.113.7");
    expect(clientAddress("10.0.0.2", "6.6.6.6, 203.0.113.7, 10.0.0.1", 2)).toBe("203.0.113.7");
    expect(clientAddress("10.0.0.2", ["6.6.6.6", "203.0.113.7"], 1)).toBe("203.0.113.7");
    // A shorter chain than the proxies configured: the entry nearest the client; none at all: the peer.
    expect(clientAddress("10.0.0.2", "203.0.113.7", 3)).toBe("203.0.113.7");
    expect(clientAddress("10.0.0.2", "", 1)).toBe("10.0.0.2");
  });

  it("trusts no proxy unless told, and refuses a setting that is no count", () => {
    expect(trustedProxyHops({})).toBe(0);
    expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: "2" })).toBe(2);
    expect(() => trustedProxyHops({ TRUSTED_PROXY_HOPS: "yes" })).toThrow(
      "Invalid configuration: TRUSTED_PROXY_HOPS must be a whole number of proxies (0: none)",
    );
  });
});
