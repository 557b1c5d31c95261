import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { RSS_TICKER_REFRESH_MS } from '@signage/domain/layouts/rss-feed';

/** The path RSS widgets point at (the domain's rssTickerUrl). */
export const RSS_TICKER_PATH = '/widgets/rss-ticker';

const style = `
html, body { margin: 0; height: 100%; overflow: hidden; background: #111; }
#bar { position: absolute; inset: 0; display: flex; align-items: center; overflow: hidden; background: #111;
  color: #fff; font: 600 clamp(12px, 55vh, 20vw) / 1.2 system-ui, sans-serif; }
#track { display: inline-block; white-space: nowrap; padding-left: 100%; animation: scroll 20s linear infinite; }
#track span + span::before { content: "\\2022"; margin: 0 1em; color: #f6c343; }
#track .feed { color: #f6c343; }
@keyframes scroll { from { transform: translateX(0); } to { transform: translateX(-100%); } }
`;

/*
 * Runs in a frame that may be sandboxed without allow-same-origin (the layout preview), so it keeps nothing
 * and reads no cookie: it asks the api for its feed (relative, so a PUBLIC_URL with a path still works) with
 * the signed link's parameters when it has them; a player sends its own credentials with the widget request.
 * Headlines go in as text, never as HTML.
 */
const script = `
const params = new URLSearchParams(location.search);
const feed = params.get('feed') || '';
const query = new URLSearchParams({ url: feed });
for (const key of ['expires', 'signature']) if (params.get(key)) query.set(key, params.get(key));
const track = document.getElementById('track');
let shown = false;
function show(parts) {
  track.replaceChildren(...parts.map(([text, className]) => {
    const span = document.createElement('span');
    span.textContent = text;
    if (className) span.className = className;
    return span;
  }));
  // The same speed whatever the text's length: about two bar heights a second.
  const speed = Math.max(60, track.parentElement.clientHeight * 2);
  track.style.animationDuration = Math.max(5, track.scrollWidth / speed) + 's';
}
async function load() {
  if (!feed) return show([['No feed URL is set for this RSS widget.']]);
  try {
    const response = await fetch('../api/rss_feed/?' + query, { credentials: 'same-origin' });
    const body = await response.json();
    if (!response.ok) throw new Error(body.msg || 'The feed could not be loaded.');
    const items = body.items.filter((item) => item.title);
    show([[body.title || feed, 'feed'], ...(items.length ? items.map((item) => [item.title]) : [['No headlines.']])]);
    shown = true;
  } catch (error) {
    if (!shown) show([[error.message || 'The feed could not be loaded.']]);
  }
}
load();
setInterval(load, ${RSS_TICKER_REFRESH_MS});
`;

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>RSS ticker</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<style>${style}</style></head>
<body><div id="bar" role="marquee" aria-live="off"><div id="track"><span>Loading…</span></div></div>
<script>${script}</script></body></html>`;

const policy = [
  "default-src 'none'",
  `script-src ${hash(script)}`,
  `style-src ${hash(style)}`,
  "connect-src 'self' *",
  'img-src data:',
].join('; ');

/** The RSS ticker page: one self-contained HTML document, scrolling its feed's headlines across its box. */
export function serveRssTicker(res: ServerResponse) {
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': policy,
    'cache-control': 'public, max-age=300',
    'x-content-type-options': 'nosniff',
  });
  res.end(page);
}
