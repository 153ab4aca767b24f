import { describe, expect, it } from 'vitest';
import { isHostName, isIPv4, isIPv6, recordValueError } from './dnsRecords';

describe('DNS record values', () => {
  it('an A record takes an IPv4 address only', () => {
    expect(isIPv4('203.0.113.10')).toBe(true);
    expect(isIPv4('0.0.0.0')).toBe(true);
    for (const bad of ['999.1.1.1', '256.1.1.1', '1.2.3', '1.2.3.4.5', '01.2.3.4', '1.2.3.a', ' 1.2.3.4x', '', 'example.com', '::1']) {
      expect(isIPv4(bad), bad).toBe(false);
    }
    expect(recordValueError('A', '999.1.1.1')).toBe('dns.ipv4');
    expect(recordValueError('A', ' 203.0.113.10 ')).toBeNull();
  });

  it('an AAAA record takes an IPv6 address in any of its text forms', () => {
    for (const good of ['2001:db8::1', '::1', '::', '2001:0db8:0000:0000:0000:ff00:0042:8329', 'fe80::1:2', '::ffff:192.0.2.128', '64:ff9b::192.0.2.33', '1:2:3:4:5:6:7::']) {
      expect(isIPv6(good), good).toBe(true);
    }
    for (const bad of ['2001:db8::1::2', '1:2:3:4:5:6:7:8:9', '12345::1', 'g::1', '1:2:3:4:5:6:7', ':::1', '203.0.113.10', '::ffff:999.0.2.128', '1:2:3:4:5:6:7:8::']) {
      expect(isIPv6(bad), bad).toBe(false);
    }
    expect(recordValueError('AAAA', '203.0.113.10')).toBe('dns.ipv6');
  });

  it('CNAME, NS and MX take a host name; TXT printable text', () => {
    expect(isHostName('mail.example.com')).toBe(true);
    expect(isHostName('ns1.example.com.')).toBe(true);
    expect(isHostName('_dmarc.example.com')).toBe(true);
    for (const bad of ['localhost', '203.0.113.10', '-a.example.com', 'a..b', 'exa mple.com', 'http://example.com']) expect(isHostName(bad), bad).toBe(false);
    expect(recordValueError('CNAME', '1.2.3.4')).toBe('dns.host');
    expect(recordValueError('MX', 'mx.example.com')).toBeNull();
    expect(recordValueError('TXT', 'v=spf1 include:_spf.example.com ~all')).toBeNull();
    expect(recordValueError('TXT', 'line\nbreak')).toBe('dns.text');
  });
});
