import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveConsole } from './console-static.ts';

const themeScript = "document.documentElement.dataset.theme = 'default';";
const indexHtml = `<!doctype html><html><head><script>${themeScript}</script>
<script type="module" crossorigin src="/assets/index-abc123.js"></script></head><body></body></html>`;
const appJs = `console.log(${JSON.stringify('x'.repeat(4000))});`;

let dir: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'console-static-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), indexHtml);
  writeFileSync(join(dir, 'assets/index-abc123.js'), appJs);
  writeFileSync(join(dir, 'assets/index-abc123.js.gz'), gzipSync(appJs));
  writeFileSync(join(dir, 'assets/index-abc123.js.br'), brotliCompressSync(appJs));
  const handler = serveConsole(dir, 'https://signage.example.com/console');
  server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string, encoding: string) => fetch(`${origin}${path}`, { headers: { 'accept-encoding': encoding } });

describe('serving the built console', () => {
  it('sends the brotli copy of a hashed asset to a browser that takes brotli, cached for a year', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(await response.text()).toBe(appJs);
  });

  it('sends the gzip copy to a browser that takes only gzip', async () => {
    const response = await fetch(`${origin}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(await response.text()).toBe(appJs);
  });

  it('revalidates index.html on every load and sends it with the policy and anti-framing headers', async () => {
    for (const path of ['/', '/dashboard', '/layouts/3/layout']) {
      const response = await get(path, 'identity');
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(indexHtml);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const policy = response.headers.get('content-security-policy') ?? '';
      const hash = createHash('sha256').update(themeScript).digest('base64');
      expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("default-src 'self'");
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
      // Signed thumbnail links are absolute PUBLIC_URL addresses.
      expect(policy).toContain("img-src 'self' https://signage.example.com data: blob:");
    }
  });

  it('answers 404 for a missing hashed asset instead of the console page', async () => {
    const response = await get('/assets/gone-123.js', 'br');
    expect(response.status).toBe(404);
  });
});
