import { type ContainerElement, newElement } from '@signage/domain/layouts/elements';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LayoutDataLinkCellsQueryDocument, RssTickerLinkQueryDocument } from '../../../gql/graphql.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { LayoutPreview } from './layout-preview.tsx';

const text = (id: string, text_value: string, duration: number) => ({
  ...newElement('text', id),
  text_value,
  duration,
});

function layout(): ContainerElement {
  const sequence = {
    ...newElement('sequence', 'seq'),
    children: [
      text('a', 'First slide', 5),
      { ...text('hidden', 'Never shown', 1), visible: false },
      text('b', 'Second slide', 10),
    ],
  };
  const linked = {
    ...text('price', 'Static price', 30),
    left: 50,
    pwidth: 50,
    data_source: 3,
    data_key: 'coffee',
    data_column: 1,
  };
  const blank = newElement('widget_rss', 'rss');
  const rss = { ...blank, top: 50, pheight: 50, data: { ...blank.data, feed_url: FEED } };
  return { ...newElement('region', 'root'), children: [{ ...sequence, pwidth: 50 }, linked, rss] };
}

const FEED = 'https://news.example/feed.xml';
const TICKER = `/widgets/rss-ticker?feed=${encodeURIComponent(FEED)}&expires=1&signature=abc`;
const TICKER_LINK = {
  request: { query: RssTickerLinkQueryDocument, variables: { feedUrl: FEED } },
  result: { data: { rssTickerLink: TICKER } },
};

const CELLS = {
  request: { query: LayoutDataLinkCellsQueryDocument, variables: { values: ['3:coffee:1'] } },
  result: {
    data: {
      resolveDataLinks: [
        { __typename: 'DataLinkResult' as const, value: '3:coffee:1', ok: true, text: '3,50', message: null },
      ],
    },
  },
};

describe('LayoutPreview', { timeout: 30_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it('steps a sequence through its visible children by their durations, round again after the last', async () => {
    vi.useFakeTimers();
    renderApp(<LayoutPreview tree={layout()} name="Menu" onClose={() => {}} />, { mocks: [CELLS, TICKER_LINK] });
    const stage = () => screen.getByTestId('layout-preview-stage').textContent;
    expect(stage()).toContain('First slide');
    act(() => vi.advanceTimersByTime(4900));
    expect(stage()).toContain('First slide');
    act(() => vi.advanceTimersByTime(100));
    expect(stage()).toContain('Second slide');
    expect(stage()).not.toContain('First slide');
    act(() => vi.advanceTimersByTime(9900));
    expect(stage()).toContain('Second slide');
    act(() => vi.advanceTimersByTime(100));
    expect(stage()).toContain('First slide');
    expect(stage()).not.toContain('Never shown');
  });

  it('shows a data-backed text’s cell, plays an RSS widget’s ticker page, and closes on Escape', async () => {
    const onClose = vi.fn();
    renderApp(<LayoutPreview tree={layout()} name="Menu" onClose={onClose} />, { mocks: [CELLS, TICKER_LINK] });
    const dialog = screen.getByRole('dialog', { name: 'Preview of Menu' });
    expect(await screen.findByText('3,50')).toBeTruthy();
    expect(dialog.textContent).not.toContain('Static price');
    const ticker = (await screen.findByTitle(`RSS widget: ${FEED}`)) as HTMLIFrameElement;
    expect(ticker.getAttribute('src')).toBe(TICKER);
    expect(ticker.getAttribute('sandbox')).toBe('allow-scripts');
    expect(dialog.textContent).not.toContain('not played in the preview');
    expect(screen.getByRole('button', { name: 'Close preview (Esc)' })).toBe(document.activeElement);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
