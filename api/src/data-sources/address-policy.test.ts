import { describe, expect, it } from 'vitest';
import { AllowedHosts, isPrivateAddress, refusal } from './address-policy.ts';

describe('the poller address policy', () => {
  it('refuses loopback, private, link-local, shared and reserved ranges, IPv4 and IPv6', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '64:ff9b::a9fe:a9fe',
      '2002:c0a8:0101::1',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
  });

  it('lets public addresses through', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it('allows what the operator lists: a host name, an address or a range', () => {
    const allowed = new AllowedHosts(['intranet.local', '127.0.0.1', '10.0.0.0/8', '[::1]']);
    expect(refusal('intranet.local', '192.168.1.5', allowed)).toBeUndefined();
    expect(refusal('localhost', '127.0.0.1', allowed)).toBeUndefined();
    expect(refusal('files', '10.9.9.9', allowed)).toBeUndefined();
    expect(refusal('[::1]', '::1', allowed)).toBeUndefined();
    expect(refusal('other.local', '192.168.1.5', allowed)).toBe("The url's host other.local is refused.");
    expect(refusal('example.com', '93.184.216.34', new AllowedHosts())).toBeUndefined();
  });
});
