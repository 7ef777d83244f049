// The SSRF address check judges the IPv4 carried by every IPv6 form (issue 36 finding 7).
import { describe, expect, it } from 'vitest';
import { isPublicAddress } from '../../server/lib/safeFetch';

describe('IPv6 forms that carry an IPv4 address (issue 36 finding 7)', () => {
  it.each([
    ['IPv4-compatible loopback', '::7f00:1'],
    ['IPv4-compatible link-local (cloud metadata)', '::a9fe:a9fe'],
    ['IPv4-compatible public address (deprecated form, never fetched)', '::808:808'],
    ['IPv4-compatible in dotted form', '::127.0.0.1'],
    ['IPv4-compatible public address in dotted form', '::8.8.8.8'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['IPv4-mapped private, hex words', '::ffff:a00:1'],
    ['SIIT (RFC 6145) loopback', '::ffff:0:7f00:1'],
    ['SIIT metadata', '::ffff:0:169.254.169.254'],
    ['NAT64 loopback', '64:ff9b::7f00:1'],
    ['NAT64 private', '64:ff9b::192.168.0.1'],
    ['NAT64 local-use prefix', '64:ff9b:1::808:808'],
    ['6to4 of loopback', '2002:7f00:1::1'],
    ['6to4 of metadata', '2002:a9fe:a9fe::'],
    ['6to4 of 10/8', '2002:0a00:0001:1::5'],
    ['Teredo', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
    ['loopback', '::1'],
    ['unspecified', '::'],
  ])('refuses %s (%s)', (_name, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    ['IPv4-mapped public', '::ffff:8.8.8.8'],
    ['IPv4-mapped public, hex words', '::ffff:808:808'],
    ['SIIT public', '::ffff:0:808:808'],
    ['NAT64 of a public address', '64:ff9b::808:808'],
    ['6to4 of a public address', '2002:808:808::1'],
    ['plain public IPv6', '2606:4700:4700::1111'],
    ['public IPv4', '93.184.216.34'],
  ])('accepts %s (%s)', (_name, address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});
