import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  getSessionTags,
  parseSessionTags,
  SESSION_TAGS_KEY,
  sessionTagNames,
  setSessionTags,
  useSessionTags,
} from './session-tags.ts';

describe('session tags', () => {
  it('splits entries on commas, adds the # and keeps them under session_tags', () => {
    setSessionTags(['lobby, #foyer', ' bar ']);
    expect(SESSION_TAGS_KEY).toBe('session_tags');
    expect(JSON.parse(localStorage.getItem('session_tags') ?? 'null')).toEqual(['#lobby', '#foyer', '#bar']);
    expect(getSessionTags()).toEqual(['#lobby', '#foyer', '#bar']);
  });

  it('drops duplicates, empty entries and invalid ones', () => {
    setSessionTags(['lobby,,#lobby', 'two words', '#']);
    expect(getSessionTags()).toEqual(['#lobby']);
  });

  it('forgets the key when the session is emptied', () => {
    setSessionTags(['lobby']);
    setSessionTags([]);
    expect(localStorage.getItem('session_tags')).toBeNull();
    expect(getSessionTags()).toEqual([]);
  });

  it('reads comma-separated text written by hand as well as the JSON list', () => {
    expect(parseSessionTags('lobby, foyer')).toEqual(['#lobby', '#foyer']);
    expect(parseSessionTags('["#a","b"]')).toEqual(['#a', '#b']);
    expect(parseSessionTags(null)).toEqual([]);
  });

  it('gives searches and new objects the stored forms, without #', () => {
    expect(sessionTagNames(['#lobby', '#foyer'])).toEqual(['lobby', 'foyer']);
  });

  it('keeps one array while nothing changes, and re-renders on change', () => {
    const { result } = renderHook(() => useSessionTags());
    const first = result.current;
    expect(getSessionTags()).toBe(first);
    act(() => setSessionTags(['lobby']));
    expect(result.current).toEqual(['#lobby']);
  });
});
