import { textDataLinkValue } from '@signage/domain/layouts/data-links';
import type { CSSProperties } from 'react';
import { useDataLinkCell } from '../data-links.ts';
import { useMediaChooser } from '../media-chooser.ts';
import type { ElementNode } from '../model/normalise.ts';
import { cssFontFamily, fontMediaFamily } from './fonts.ts';
import { RssTickerFrame } from './rss-ticker-frame.tsx';

/** The layout is authored on a 1920 pixel wide canvas: a text element's font_size is in those pixels. */
export const AUTHORING_WIDTH = 1920;

const CARD_FILL: Record<string, string> = {
  streamingvideo: '#4a148c',
  touchapp: '#2e6b30',
  widget: '#37474f',
  image: '#607d8b',
  video: '#455a64',
};

/** What a card says: the kind and what it will load (as the layout thumbnail on the server labels it). */
export function cardLabel(node: ElementNode): string {
  switch (node.type) {
    case 'streamingvideo':
      return `Streaming slot ${node.data.slot}`;
    case 'touchapp':
      return 'Touch App';
    // A card, not the picture: no media chosen, or one the user's forced tags hide (the answer has no link for it).
    case 'image':
      return node.media_id ? `Image: media ${node.media_id}, not visible to you` : 'Image: no media chosen';
    case 'video':
      return node.media_id ? `Video: media ${node.media_id}, not visible to you` : 'Video: no media chosen';
    case 'widget':
      if (node.widget_type === 'rss') return `RSS widget${node.data.feed_url ? `: ${node.data.feed_url}` : ''}`;
      if (node.widget_type === 'twitter') return `Twitter widget (auth ${node.data.auth_id})`;
      return `Web widget${node.data.url ? `: ${node.data.url}` : ''}`;
    default:
      return '';
  }
}

const fill: CSSProperties = { position: 'absolute', inset: 0, width: '100%', height: '100%' };

/** What a card adds in the preview, where the element's content cannot be loaded. */
export const NOT_PLAYED = 'not played in the preview';

/**
 * What the element shows when it plays: pictures, text in its font (a data-backed text its cell), or a labelled
 * card. `playing` (the preview) plays what a browser can: the full picture, the video, a web widget's page,
 * an RSS widget's ticker.
 */
export function ElementContent({ node, playing = false }: { node: ElementNode; playing?: boolean }) {
  const chooser = useMediaChooser();
  switch (node.type) {
    case 'region':
    case 'tag_zone':
    case 'sequence':
      return node.background_transparent ? null : <div style={{ ...fill, background: node.background }} />;
    case 'image':
    case 'video': {
      if (playing && node.type === 'video' && node.download_url) {
        const fit = node._metadata?.maintain_ar === false ? 'fill' : 'contain';
        return <video src={node.download_url} autoPlay muted loop playsInline style={{ ...fill, objectFit: fit }} />;
      }
      const full = playing && node.type === 'image' ? node.download_url : undefined;
      const src = full ?? node.thumbnail_url ?? (node.media_id ? chooser.mediaThumbnail?.(node.media_id) : undefined);
      if (!src) return <Card node={node} />;
      const background = node.type === 'image' && !node.background_transparent ? node.background : undefined;
      return (
        <img
          src={src}
          alt=""
          draggable={false}
          style={{ ...fill, background, objectFit: node._metadata?.maintain_ar === false ? 'fill' : 'contain' }}
        />
      );
    }
    case 'text':
      return <TextContent node={node} />;
    case 'widget':
      if (playing && node.widget_type === 'web' && node.data.url) {
        return (
          <iframe
            src={node.data.url}
            title={cardLabel(node)}
            sandbox="allow-scripts"
            referrerPolicy="no-referrer"
            style={{ ...fill, border: 0, background: '#fff' }}
          />
        );
      }
      if (playing && node.widget_type === 'rss' && node.data.feed_url) {
        return <RssTickerFrame feedUrl={node.data.feed_url} title={cardLabel(node)} />;
      }
      return <Card node={node} playing={playing} />;
    default:
      return <Card node={node} playing={playing} />;
  }
}

/** Text in its font; a data-backed text shows its cell once resolved (its own text until then, or if it fails). */
function TextContent({ node }: { node: Extract<ElementNode, { type: 'text' }> }) {
  const chooser = useMediaChooser();
  const cell = useDataLinkCell(textDataLinkValue(node));
  const uploaded = node.font_mediaid
    ? fontMediaFamily(node.font_mediaid, chooser.mediaUrl?.(node.font_mediaid))
    : undefined;
  return (
    <div
      style={{
        ...fill,
        overflow: 'hidden',
        whiteSpace: 'pre-wrap',
        overflowWrap: 'break-word',
        background: node.background_transparent ? undefined : node.background,
        color: node.text_color,
        fontFamily: cssFontFamily(node.font_family, uploaded),
        // --scale is the stage's width over the authoring width.
        fontSize: `calc(var(--scale) * ${node.font_size}px)`,
        lineHeight: 1.36,
      }}
    >
      {cell?.ok ? (cell.text ?? '') : node.text_value}
    </div>
  );
}

function Card({ node, playing }: { node: ElementNode; playing?: boolean }) {
  return (
    <div
      style={{
        ...fill,
        background: CARD_FILL[node.type] ?? CARD_FILL.widget,
        color: '#fff',
        outline: '1px solid rgba(255,255,255,0.5)',
        outlineOffset: -1,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        overflow: 'hidden',
        fontFamily: cssFontFamily('OpenSans'),
        fontSize: 'clamp(8px, calc(var(--scale) * 40px), 24px)',
        padding: 2,
      }}
    >
      {playing ? `${cardLabel(node)}: ${NOT_PLAYED}` : cardLabel(node)}
    </div>
  );
}
