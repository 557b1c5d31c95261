import { builder } from '../../builder.ts';
import { absoluteUrl } from '../../context.ts';

builder.queryField('rssTickerLink', (t) =>
  t.string({
    description:
      "The RSS ticker page for a feed, with a signed, expiring link to the feed's headlines: a sandboxed frame " +
      '(the layout preview) shows it without a token in its URL. Any signed-in user; the REST service checks the url.',
    args: { feedUrl: t.arg.string({ required: true }) },
    resolve: async (_root, { feedUrl }, ctx) => {
      const { ticker_url } = await ctx.rest.get('/rss_feed/link', { query: { url: feedUrl } });
      return absoluteUrl(ctx, ticker_url);
    },
  }),
);
