import { describe, expect, it } from 'vitest';
import { addressKey } from '../../../server/services/rateLimit';

describe('rate-limit key of a client address', () => {
  it('an IPv4 address is its own key', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it('an IPv4-mapped IPv6 address counts as the IPv4 address it carries', () => {
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('IPv6 addresses of one /64 share a key, since one host usually owns the whole prefix', () => {
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
