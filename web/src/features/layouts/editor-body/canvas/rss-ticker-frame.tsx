import { useRssTickerLinkQuery } from '../../../../gql/hooks.ts';

const fill = { position: 'absolute', inset: 0, width: '100%', height: '100%' } as const;

/**
 * An RSS widget playing: the product's ticker page in a sandboxed frame, as a player shows it. The frame has no
 * token; the page's address carries a signed, expiring link to the feed, asked for once per feed url.
 */
export function RssTickerFrame({ feedUrl, title }: { feedUrl: string; title: string }) {
  const { data, error } = useRssTickerLinkQuery({ variables: { feedUrl }, fetchPolicy: 'cache-first' });
  if (error) {
    return (
      <div role="alert" style={{ ...fill, background: '#111', color: '#fff', padding: 8, fontSize: 14 }}>
        {error.message}
      </div>
    );
  }
  if (!data) return <div style={{ ...fill, background: '#111' }} />;
  return (
    <iframe
      src={data.rssTickerLink}
      title={title}
      sandbox="allow-scripts"
      referrerPolicy="no-referrer"
      style={{ ...fill, border: 0, background: '#111' }}
    />
  );
}
