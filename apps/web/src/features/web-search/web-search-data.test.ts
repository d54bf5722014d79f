import { describe, expect, it } from 'vitest';
import { readStoredWebSearch } from './web-search-api';
import {
  formatPublishedDate,
  linkableUrl,
  resultSite,
  webResultFor,
  webSearchFromEvent,
} from './web-search-data';

const stored = {
  results: [{ url: 'https://example.it/a', title: 'A', content: 'Testo' }],
  directAnswer: null,
  extractedKeywords: 'custode',
  query: 'Domanda',
  searchQuery: 'custode',
  enhancementNote: '',
  enhancedSearch: false,
  loading: false,
  error: null,
};

describe('web search data', () => {
  it('formats known dates in Italian and leaves anything else out', () => {
    expect(formatPublishedDate('2024-05-10')).toBe('10 maggio 2024');
    expect(formatPublishedDate('2024-05-10T00:00:00')).toBe('10 maggio 2024');
    expect(formatPublishedDate('2024-02-30')).toBeNull();
    expect(formatPublishedDate('2 days ago')).toBeNull();
    expect(formatPublishedDate(null)).toBeNull();
    expect(formatPublishedDate(undefined)).toBeNull();
  });

  it('links only http and https addresses', () => {
    expect(linkableUrl('https://www.cortedicassazione.it/x?y=1')).toBe(
      'https://www.cortedicassazione.it/x?y=1',
    );
    expect(linkableUrl('http://127.0.0.1:8080/pages/cassazione')).toBe(
      'http://127.0.0.1:8080/pages/cassazione',
    );
    expect(linkableUrl('javascript:alert(1)')).toBeNull();
    expect(linkableUrl('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(linkableUrl('non un indirizzo')).toBeNull();
  });

  it('names the site from the provider, else from the address', () => {
    expect(
      resultSite({ url: 'https://www.normattiva.it/x', title: '', content: '', site: 'normattiva.it' }),
    ).toBe('normattiva.it');
    expect(resultSite({ url: 'https://www.garanteprivacy.it/x', title: '', content: '' })).toBe(
      'garanteprivacy.it',
    );
    expect(resultSite({ url: 'nessuno', title: '', content: '' })).toBe('');
  });

  it('finds the result a web citation names by its position', () => {
    const results = [...stored.results, { url: 'https://b.it', title: 'B', content: '' }];
    expect(webResultFor(results, '2')?.title).toBe('B');
    expect(webResultFor(results, '3')).toBeUndefined();
    expect(webResultFor(results, '0')).toBeUndefined();
    expect(webResultFor(results, 'x')).toBeUndefined();
    expect(webResultFor(undefined, '1')).toBeUndefined();
  });

  it('reads the stream event, with “Web search failed” when a failure says nothing', () => {
    const found = webSearchFromEvent(
      {
        type: 'web_search_results',
        success: true,
        results: stored.results,
        answer: '  ',
        extracted_keywords: 'custode',
        search_query: 'custode',
      },
      'Domanda',
    );
    expect(found).toEqual({ ...stored, directAnswer: null });
    const failed = webSearchFromEvent(
      { type: 'web_search_results', success: false, results: [], error: null },
      'D',
    );
    expect(failed.error).toBe('Web search failed');
  });

  it('keeps the stored entries it understands and leaves out older shapes', () => {
    const read = readStoredWebSearch({
      '12': stored,
      '13': { results: [], direct_answer: 'vecchio', error: null },
      '14': 'testo',
      abc: stored,
    });
    expect([...read.keys()]).toEqual([12]);
    expect(read.get(12)).toEqual(stored);
  });
});
