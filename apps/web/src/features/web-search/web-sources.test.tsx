import type { WebSearchData } from '@brocardo/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WebSources } from './web-sources';

const data: WebSearchData = {
  results: [
    {
      url: 'javascript:alert(document.cookie)',
      title: 'Un risultato con un indirizzo pericoloso',
      content: 'Riga uno […]\nriga due',
      published_at: 'ieri',
    },
  ],
  directAnswer: null,
  extractedKeywords: '',
  query: 'Domanda',
  searchQuery: '',
  enhancementNote: '',
  enhancedSearch: false,
  loading: false,
  error: null,
};

describe('WebSources', () => {
  it('never makes a link of an address that is not http(s), and shows it as text', () => {
    render(<WebSources state={{ kind: 'found', data }} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Un risultato con un indirizzo pericoloso')).toBeInTheDocument();
    expect(screen.getByTestId('web-source-url').textContent).toBe('javascript:alert(document.cookie)');
    // The excerpt keeps its lines and its cut marks; a date that is not one is left out.
    expect(screen.getByTestId('web-source-excerpt').textContent).toBe('Riga uno […]\nriga due');
    expect(screen.queryByText(/ieri/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('web-search-keywords')).not.toBeInTheDocument();
  });

  // Keyboard toggling is the browser's own (<summary>); the e2e run presses Enter on it.
  it('collapses and opens again', async () => {
    const user = userEvent.setup();
    render(<WebSources state={{ kind: 'found', data }} />);
    const region = screen.getByRole('region', { name: 'Fonti dal web' });
    const details = region.querySelector('details') as HTMLDetailsElement;
    expect(details.open).toBe(true);
    const summary = within(region).getByText('Fonti dal web (1)');
    await user.click(summary);
    expect(details.open).toBe(false);
    await user.click(summary);
    expect(details.open).toBe(true);
  });

  it('shows a failure with its suggestion as one alert', () => {
    render(
      <WebSources
        state={{
          kind: 'failed',
          text: 'Web search failed',
          meaning: 'La ricerca web non è riuscita.',
          suggestion: 'Prova.',
        }}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(/^Web search failed/);
    expect(alert).toHaveTextContent(/La ricerca web non è riuscita\. Prova\.$/);
  });
});
