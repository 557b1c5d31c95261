import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';

/** Hashed build output (web/dist/assets/name-<hash>.js): its name changes whenever its content does. */
const HASHED_ASSET = /^\/assets\//;

/** Headers every console response carries: no framing by other sites, no MIME sniffing, no referrer leaks. */
export const ANTI_FRAMING_HEADERS = {
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
} as const;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The CSP hash sources of a page's inline scripts (the theme script index.html runs before first paint). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => sha256(m[1] ?? ''));
}

/**
 * The console's Content-Security-Policy. Scripts only from the gateway (plus index.html's own inline theme
 * script, by hash); styles also inline, because Emotion (Chakra) injects <style> elements and Ark/Zag set
 * positioning through style attributes, which no nonce can cover. Frames: the gateway's widget pages (RSS
 * ticker) and the web widgets' own sites, which the layout preview shows in sandboxed frames. Media and
 * thumbnails come from the gateway or PUBLIC_URL (signed absolute links), fonts may also be data: URLs.
 */
export function consolePolicy(scriptHashes: readonly string[], publicUrl?: string): string {
  const self = ["'self'", ...(publicUrl ? [new URL(publicUrl).origin] : [])].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src ${self} data: blob:`,
    `media-src ${self} blob:`,
    `font-src ${self} data:`,
    `connect-src ${self}`,
    "frame-src 'self' https: http:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Serves the built console (web/dist): the brotli or gzip file the build wrote beside each asset when the
 * browser accepts it, hashed assets cached for a year as immutable, everything else (index.html, the SPA
 * fallback) revalidated on every load so a deploy is seen at once.
 */
export function serveConsole(webDist: string, publicUrl?: string) {
  const policy = consolePolicy(inlineScriptHashes(readFileSync(join(webDist, 'index.html'), 'utf8')), publicUrl);
  return sirv(webDist, {
    single: true,
    etag: true,
    gzip: true,
    brotli: true,
    setHeaders(res: ServerResponse, pathname: string) {
      const hashed = HASHED_ASSET.test(pathname);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      for (const [name, value] of Object.entries(ANTI_FRAMING_HEADERS)) res.setHeader(name, value);
      if (!hashed) res.setHeader('Content-Security-Policy', policy);
    },
  }) as (req: IncomingMessage, res: ServerResponse) => void;
}
