import { BlockList, isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { requestOrigin } from './same-origin.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Where the links this request is answered with point (invitation pages, QR codes, the day's
     * page): PUBLIC_URL when set, otherwise the address the request came to (its Host, or a trusted
     * proxy's X-Forwarded-Host and -Proto). The answer goes to whoever sent that Host.
     */
    readonly linkBase: string;
    /**
     * Where the links in mail caused by this request point. A mail may reach someone else (a
     * password restore asked for another address, a member invited), so with PUBLIC_URL unset the
     * request's address is taken only when it cannot name a site on the internet: localhost, a
     * private or loopback IP address, a `.local` name, or PUBLIC_URL's default host. Anything else
     * (`Host: evil.example`) falls back to PUBLIC_URL's default, so nobody can make the product
     * mail a link to their site.
     */
    readonly mailLinkBase: string;
  }
}

/** Addresses that only reach this machine or its local network. */
const localNetworks = new BlockList();
localNetworks.addSubnet('127.0.0.0', 8, 'ipv4');
localNetworks.addSubnet('10.0.0.0', 8, 'ipv4');
localNetworks.addSubnet('172.16.0.0', 12, 'ipv4');
localNetworks.addSubnet('192.168.0.0', 16, 'ipv4');
localNetworks.addSubnet('169.254.0.0', 16, 'ipv4');
localNetworks.addAddress('::1', 'ipv6');
localNetworks.addSubnet('fc00::', 7, 'ipv6');
localNetworks.addSubnet('fe80::', 10, 'ipv6');

/** A host name a mail link may carry without PUBLIC_URL: one that cannot lead off the local network. */
function isLocalHostname(hostname: string, configuredHostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (host === configuredHostname.toLowerCase()) return true;
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local')) return true;
  const family = isIP(host);
  if (family === 0) return false;
  return localNetworks.check(host, family === 4 ? 'ipv4' : 'ipv6');
}

/** Gives every request its `linkBase` and `mailLinkBase` (see above). */
async function linkBase(app: FastifyInstance, options: { config: Pick<Config, 'publicUrl' | 'publicUrlSet'> }) {
  const { publicUrl, publicUrlSet } = options.config;
  const configuredHostname = new URL(publicUrl).hostname;

  app.decorateRequest('linkBase', {
    getter() {
      if (publicUrlSet) return publicUrl;
      return requestOrigin(this) ?? publicUrl;
    },
  });
  app.decorateRequest('mailLinkBase', {
    getter() {
      if (publicUrlSet) return publicUrl;
      const origin = requestOrigin(this);
      if (origin === null || !isLocalHostname(new URL(origin).hostname, configuredHostname)) return publicUrl;
      return origin;
    },
  });
}

export default fp(linkBase, { name: 'link-base' });
