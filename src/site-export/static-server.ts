/**
 * A small static file server for a built site, under its base path, on loopback by default.
 * `strata site dev` uses it; so do the site's browser tests.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo, isIP } from 'node:net';
import path from 'node:path';
import { isInside } from '../storage/safe-path.js';
import { normalizeBase } from './base-path.js';

/** Options of {@link serveStatic}. */
export interface StaticServerOptions {
  /** The folder to serve. */
  root: string;
  /** URL path the folder appears under, `/` or `/a/b/`. */
  base?: string;
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 0: any free port. */
  port?: number;
}

/** A running server. */
export interface StaticServer {
  /** The site's address, base path included, with a trailing slash. */
  url: string;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

async function fileAt(root: string, urlPath: string): Promise<string | undefined> {
  let rel: string;
  try {
    rel = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const full = path.resolve(root, `.${path.posix.normalize(`/${rel}`)}`);
  if (!isInside(root, full) || rel.includes('\u0000')) return undefined;
  for (const candidate of [full, path.join(full, 'index.html'), `${full}.html`]) {
    const info = await stat(candidate).catch(() => undefined);
    if (info?.isFile()) return candidate;
  }
  return undefined;
}

function send(res: ServerResponse, status: number, file: string): void {
  res.writeHead(status, {
    'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  createReadStream(file).pipe(res);
}

/**
 * DNS rebinding: a web page on `evil.example` can point its name at 127.0.0.1 and read
 * this server from the browser, but its requests still carry `Host: evil.example`. Only
 * loopback names, IP literals and the host the server was bound to are answered.
 */
export function isAllowedHost(header: string | undefined, boundHost: string): boolean {
  if (!header) return false;
  const match = /^(\[[0-9a-fA-F:.]+\]|[^:\s]+)(?::(\d{1,5}))?$/.exec(header.trim());
  if (!match) return false;
  const name = match[1]!.toLowerCase().replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (name.startsWith('[') || isIP(name) !== 0) return true;
  return name === boundHost.toLowerCase();
}

async function handle(
  root: string,
  base: string,
  req: IncomingMessage,
  res: ServerResponse,
  boundHost: string,
): Promise<void> {
  if (!isAllowedHost(req.headers.host, boundHost)) {
    res.writeHead(403, { 'content-type': 'text/plain' });
    res.end(
      'strata: this server answers only to localhost and IP addresses (Host header refused)\n',
    );
    return;
  }
  const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  if (`${pathname}/` === base) {
    res.writeHead(301, { location: base }).end();
    return;
  }
  const file = pathname.startsWith(base)
    ? await fileAt(root, pathname.slice(base.length))
    : undefined;
  if (file) return send(res, 200, file);
  const notFound = await fileAt(root, '404.html');
  if (notFound) return send(res, 404, notFound);
  res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
}

/** Serves `root` until closed. */
export async function serveStatic(options: StaticServerOptions): Promise<StaticServer> {
  const root = path.resolve(options.root);
  const base = normalizeBase(options.base);
  const host = options.host ?? '127.0.0.1';
  const server = createServer((req, res) => {
    handle(root, base, req, res, host).catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shownHost}:${port}${base}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
