import { BlockList, isIP } from 'node:net';

/**
 * Where the data-source poller may connect: never to loopback, private, link-local, shared, multicast or
 * reserved addresses (the server's own internals, the cloud metadata service, the intranet) unless an operator
 * allows the host (DATA_SOURCE_ALLOWED_HOSTS: host names, addresses or CIDR ranges).
 */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['100::', 64],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv6');
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part included). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().split('%')[0]!;
  const dotted = text.match(/(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const middle = tail === undefined ? [] : new Array(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((g) => Number.parseInt(g, 16));
}

const v4 = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;

/** The IPv4 address an IPv6 one carries inside (mapped, compatible, NAT64 64:ff9b::/96, 6to4 2002::/16). */
function embeddedIpv4(address: string): string | undefined {
  const g = ipv6Groups(address);
  if (g.length !== 8) return undefined;
  if (g.slice(0, 5).every((x) => x === 0) && (g[5] === 0xffff || g[5] === 0)) return v4(g[6]!, g[7]!);
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return v4(g[6]!, g[7]!);
  if (g[0] === 0x2002) return v4(g[1]!, g[2]!);
  return undefined;
}

/** True for an address the poller must not reach without an operator's leave. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return PRIVATE.check(address, 'ipv4');
  if (family !== 6) return true;
  if (PRIVATE.check(address, 'ipv6')) return true;
  const inner = embeddedIpv4(address);
  return inner !== undefined && PRIVATE.check(inner, 'ipv4');
}

/** The operator's allowed hosts: names match the url's host, addresses and CIDR ranges its resolved addresses. */
export class AllowedHosts {
  readonly #names = new Set<string>();
  readonly #ranges = new BlockList();

  constructor(entries: readonly string[] = []) {
    for (const raw of entries) {
      const entry = raw
        .trim()
        .toLowerCase()
        .replace(/^\[|\]$/g, '');
      if (!entry) continue;
      const [network, prefix] = entry.split('/');
      const family = isIP(network ?? '');
      if (family && prefix !== undefined) {
        this.#ranges.addSubnet(network!, Number(prefix), family === 4 ? 'ipv4' : 'ipv6');
      } else if (family) {
        this.#ranges.addAddress(entry, family === 4 ? 'ipv4' : 'ipv6');
      } else {
        this.#names.add(entry);
      }
    }
  }

  hasName(hostname: string): boolean {
    return this.#names.has(bareHost(hostname));
  }

  hasAddress(address: string): boolean {
    const family = isIP(address);
    return family !== 0 && this.#ranges.check(address, family === 4 ? 'ipv4' : 'ipv6');
  }
}

/** A url's hostname without the brackets of an IPv6 literal, lower case. */
export const bareHost = (hostname: string) => hostname.toLowerCase().replace(/^\[|\]$/g, '');

/**
 * Why the poller may not connect to `address` for `hostname`, or undefined when it may. Says only "refused": naming
 * the address, or that it is private, would let a caller map which names resolve to the intranet.
 */
export function refusal(hostname: string, address: string, allowed: AllowedHosts): string | undefined {
  if (!isPrivateAddress(address) || allowed.hasName(hostname) || allowed.hasAddress(address)) return undefined;
  return `The url's host ${bareHost(hostname)} is refused.`;
}
