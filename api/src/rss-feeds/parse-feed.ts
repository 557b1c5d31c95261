import type { RssFeed } from '@signage/contract/rss-feeds';
import { MAX_RSS_ITEMS } from '@signage/domain/layouts/rss-feed';
import { XMLParser, XMLValidator } from 'fast-xml-parser';

type Node = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  // dc:date, atom:link and the RDF root of RSS 1.0 are read by their local names.
  removeNSPrefix: true,
  htmlEntities: true,
  isArray: (name) => name === 'item' || name === 'entry' || name === 'link',
});

/** The text of an element: a string, a number, or an element with attributes and text. */
function text(value: unknown): string {
  if (Array.isArray(value)) return text(value[0]);
  if (typeof value === 'string' || typeof value === 'number') return String(value).trim();
  if (value && typeof value === 'object' && '#text' in value) return text((value as Node)['#text']);
  return '';
}

function isoDate(...values: unknown[]): string | null {
  for (const value of values) {
    const raw = text(value);
    if (!raw) continue;
    const date = new Date(raw);
    if (!Number.isNaN(date.getTime())) return date.toISOString();
  }
  return null;
}

/** An Atom entry's link: the alternate one (rel absent or "alternate"), else the first. */
function atomLink(links: unknown): string | null {
  const all = (Array.isArray(links) ? links : []) as Node[];
  const alternate = all.find((l) => !l['@_rel'] || l['@_rel'] === 'alternate') ?? all[0];
  return (alternate && (text(alternate['@_href']) || text(alternate))) || null;
}

const asNodes = (value: unknown) => (Array.isArray(value) ? value : []) as Node[];

/** An RSS 2.0 (or 1.0) or Atom document as title and headlines; undefined when the text is no such feed. */
export function parseFeed(xml: string): RssFeed | undefined {
  if (XMLValidator.validate(xml) !== true) return undefined;
  const doc = parser.parse(xml) as Node;
  const rss = (doc.rss as Node | undefined)?.channel as Node | undefined;
  const rdf = doc.RDF as Node | undefined;
  if (rss || rdf) {
    const channel = (rss ?? (rdf?.channel as Node | undefined) ?? {}) as Node;
    const items = asNodes(rss ? rss.item : rdf?.item);
    return {
      title: text(channel.title),
      items: items.slice(0, MAX_RSS_ITEMS).map((item) => ({
        title: text(item.title),
        link: text(item.link) || null,
        published: isoDate(item.pubDate, item.date),
      })),
    };
  }
  const feed = doc.feed as Node | undefined;
  if (feed && typeof feed === 'object') {
    return {
      title: text(feed.title),
      items: asNodes(feed.entry)
        .slice(0, MAX_RSS_ITEMS)
        .map((entry) => ({
          title: text(entry.title),
          link: atomLink(entry.link),
          published: isoDate(entry.published, entry.updated),
        })),
    };
  }
  return undefined;
}
