import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { SUGGESTION_INTERVAL_MS } from '@signage/domain/constants';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Observable } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { useTagSuggestions } from './use-tag-suggestions.ts';

/**
 * A transport that answers each suggestion request after `delayMs`, recording the terms asked for and the
 * requests dropped before their answer came (what aborts the HTTP fetch in the real transport).
 */
function slowTransport(delayMs: number) {
  const asked: { term: string }[] = [];
  const cancelled: string[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((subscriber) => {
        const term = operation.variables.term as string;
        asked.push({ term });
        let answered = false;
        const timer = setTimeout(() => {
          answered = true;
          subscriber.next({
            data: { tagSuggestions: [{ __typename: 'Tag', name: `${term}-tag`, color: null, foregroundColor: null }] },
          });
          subscriber.complete();
        }, delayMs);
        return () => {
          clearTimeout(timer);
          if (!answered) cancelled.push(term);
        };
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApolloProvider client={client}>{children}</ApolloProvider>
  );
  return { asked, cancelled, wrapper };
}

describe('useTagSuggestions (spec 01 §9: every 100 ms, earlier requests cancelled)', () => {
  it('asks at most once per 100 ms while typing, always for the latest term', async () => {
    // The throttle's clock is faked, so the 100 ms is checked exactly, however busy the machine is.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const { asked, wrapper } = slowTransport(0);
      const { rerender, result } = renderHook(({ text }) => useTagSuggestions(text, true), {
        wrapper,
        initialProps: { text: 'l' },
      });
      await act(() => vi.advanceTimersByTimeAsync(0));
      for (const text of ['lo', 'lob', 'lobb', 'lobby']) rerender({ text });
      await act(() => vi.advanceTimersByTimeAsync(SUGGESTION_INTERVAL_MS - 1));
      expect(asked.map((a) => a.term)).toEqual(['l']);
      await act(() => vi.advanceTimersByTimeAsync(1));
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(asked.map((a) => a.term)).toEqual(['l', 'lobby']);
      expect(result.current.map((t) => t.name)).toEqual(['lobby-tag']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops the request for an earlier term when the term moves on before its answer', async () => {
    const { asked, cancelled, wrapper } = slowTransport(1500);
    const { rerender, result } = renderHook(({ text }) => useTagSuggestions(text, true), {
      wrapper,
      initialProps: { text: 'fo' },
    });
    await waitFor(() => expect(asked.map((a) => a.term)).toEqual(['fo']));
    rerender({ text: 'foy' });
    await waitFor(() => expect(asked.map((a) => a.term)).toEqual(['fo', 'foy']));
    await waitFor(() => expect(result.current.map((t) => t.name)).toEqual(['foy-tag']), { timeout: 5000 });
    expect(cancelled).toEqual(['fo']);
  });

  it('asks nothing for an empty term or while closed', async () => {
    // Two throttle intervals pass on the faked clock: a request would have gone out by then.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const { asked, wrapper } = slowTransport(0);
      const { rerender, result } = renderHook(({ text, enabled }) => useTagSuggestions(text, enabled), {
        wrapper,
        initialProps: { text: '  ', enabled: true },
      });
      rerender({ text: 'lobby', enabled: false });
      await act(() => vi.advanceTimersByTimeAsync(SUGGESTION_INTERVAL_MS * 2));
      expect(asked).toEqual([]);
      expect(result.current).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
