import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-text';
import { cleanResults, isoDate, isPreferredHost, normalisedUrlKey } from './result-cleaning';

describe('htmlToText', () => {
  it('strips tags, decodes entities and collapses whitespace', () => {
    expect(
      htmlToText(
        '  La <strong>Corte</strong>&nbsp;di &quot;Cassazione&quot; &egrave; &#8220;chiara&#8221; &amp;\n ok ',
      ),
    ).toBe('La Corte di "Cassazione" è “chiara” & ok');
  });

  it('leaves out scripts, styles and their content', () => {
    expect(htmlToText('a<script>alert("x")</script> b<style>p{}</style> c')).toBe('a b c');
  });

  it('keeps one line per block when asked', () => {
    expect(
      htmlToText('<h2>Titolo</h2><p>Uno\n due</p><ul><li>a</li><li>b</li></ul>x<br>y', { lines: true }),
    ).toBe('Titolo\nUno due\na\nb\nx\ny');
  });

  it('reads text that is not HTML as it is', () => {
    expect(htmlToText('a < b e c > d')).toBe('a < b e c > d');
  });
});

describe('isoDate', () => {
  it.each([
    ['2024-03-01T00:00:00', '2024-03-01'],
    ['2023-11-07T23:06:32+01:00', '2023-11-07'],
    ['2024-03-01', '2024-03-01'],
    ['Mon, 11 Mar 2024 10:00:00 GMT', '2024-03-11'],
    ['May 1, 2023', '2023-05-01'],
    ['3 giorni fa', null],
    ['2 weeks ago', null],
    ['12', null],
    ['2024-02-30', null],
    ['', null],
    [null, null],
  ])('%s → %s', (value, expected) => {
    expect(isoDate(value)).toBe(expected);
  });
});

describe('isPreferredHost', () => {
  it('matches the domain and its subdomains, not look-alikes', () => {
    const preferred = ['normattiva.it', 'eur-lex.europa.eu'];
    expect(isPreferredHost('normattiva.it', preferred)).toBe(true);
    expect(isPreferredHost('www.normattiva.it', preferred)).toBe(true);
    expect(isPreferredHost('EUR-LEX.europa.eu', preferred)).toBe(true);
    expect(isPreferredHost('falsanormattiva.it', preferred)).toBe(false);
    expect(isPreferredHost('normattiva.it.example.com', preferred)).toBe(false);
    expect(isPreferredHost('europa.eu', preferred)).toBe(false);
  });
});

describe('normalisedUrlKey', () => {
  it('treats scheme, www., fragment, tracking tags, parameter order and a final slash as the same page', () => {
    const key = normalisedUrlKey(new URL('https://www.Example.it/a/b/?x=1&utm_source=n&y=2#top'));
    expect(normalisedUrlKey(new URL('http://example.it/a/b?y=2&x=1'))).toBe(key);
    expect(normalisedUrlKey(new URL('https://example.it/a/c'))).not.toBe(key);
  });
});

describe('cleanResults', () => {
  const raw = [
    { url: 'javascript:alert(1)', title: 'x', content: 'x' },
    { url: 'https://blog.example.com/1', title: ' Blog  uno ', content: '<b>Snippet</b>  uno' },
    {
      url: 'https://www.cortedicassazione.it/s/1',
      title: 'Cassazione',
      content: 'Massima',
      publishedAt: null,
    },
    { url: 'https://blog.example.com/1/#commenti', title: 'Duplicato', content: '' },
    { url: 'https://blog.example.com/2', title: '', content: 'Senza titolo' },
    {
      url: 'https://giustizia-amministrativa.it/p',
      title: 'TAR',
      content: 'Sentenza',
      publishedAt: '2024-05-02',
    },
    { url: 'not a url', title: 'no', content: 'no' },
  ];

  it('keeps http(s) results once each, cleaned, preferred domains first and otherwise in order', () => {
    expect(
      cleanResults(raw, {
        preferredDomains: ['cortedicassazione.it', 'giustizia-amministrativa.it'],
        maxResults: 10,
      }),
    ).toEqual([
      {
        url: 'https://www.cortedicassazione.it/s/1',
        title: 'Cassazione',
        content: 'Massima',
        publishedAt: null,
      },
      {
        url: 'https://giustizia-amministrativa.it/p',
        title: 'TAR',
        content: 'Sentenza',
        publishedAt: '2024-05-02',
      },
      { url: 'https://blog.example.com/1', title: 'Blog uno', content: 'Snippet uno', publishedAt: null },
      {
        url: 'https://blog.example.com/2',
        title: 'blog.example.com',
        content: 'Senza titolo',
        publishedAt: null,
      },
    ]);
  });

  it('never drops results for lack of a preferred domain or a date', () => {
    const results = cleanResults(raw, { preferredDomains: ['nessuno.it'], maxResults: 3 });
    expect(results.map((result) => result.url)).toEqual([
      'https://blog.example.com/1',
      'https://www.cortedicassazione.it/s/1',
      'https://blog.example.com/2',
    ]);
  });

  it('caps the content length', () => {
    const [result] = cleanResults([{ url: 'https://a.it', title: 'a', content: 'x'.repeat(100) }], {
      preferredDomains: [],
      maxResults: 1,
      maxContentLength: 10,
    });
    expect(result!.content).toBe('x'.repeat(10));
  });
});
