import type { NetworkInterfaceInfo } from 'node:os';

/**
 * The addresses venue devices use to reach a server listening on every interface (HOST 0.0.0.0): this machine's
 * IPv4 addresses that are not loopback, as URLs. The start line says `localhost`, which a phone cannot open.
 */
export function lanUrls(
  interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>,
  host: string,
  scheme: 'http' | 'https',
  port: number,
): string[] {
  if (host !== '0.0.0.0' && host !== '::') return [];
  return Object.values(interfaces)
    .flatMap((infos) => infos ?? [])
    .filter((info) => info.family === 'IPv4' && !info.internal)
    .map((info) => `${scheme}://${info.address}:${port}`);
}
