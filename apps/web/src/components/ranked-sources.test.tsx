import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OTHER_SOURCES_TITLE, PRINCIPAL_SOURCES_TITLE, RankedSources } from './ranked-sources';

const source = (identifier: string, title: string, relevance?: 'principal' | 'other') => ({
  identifier,
  title,
  ...(relevance ? { relevance } : {}),
});

describe('RankedSources', () => {
  it('lists the principal sources and folds the others under "Altre fonti consultate (N)"', async () => {
    render(
      <RankedSources
        testId="document-sources"
        sources={[
          source('cc-1453', 'art. 1453 c.c. — Risolubilità del contratto per inadempimento', 'principal'),
          source('cc-1614', 'art. 1614 c.c. — Morte del conduttore', 'other'),
          source('cc-1455', 'art. 1455 c.c. — Importanza dell’inadempimento', 'principal'),
        ]}
      />,
    );
    expect(screen.getByText(PRINCIPAL_SOURCES_TITLE)).toBeVisible();
    const principal = screen.getByTestId('document-sources');
    expect(
      within(principal)
        .getAllByRole('listitem')
        .map((item) => item.dataset.identifier),
    ).toEqual(['cc-1453', 'cc-1455']);
    const folded = screen.getByTestId('document-sources-other');
    expect(folded).not.toHaveAttribute('open');
    expect(screen.getByText('art. 1614 c.c. — Morte del conduttore')).not.toBeVisible();
    await userEvent.click(screen.getByText(`${OTHER_SOURCES_TITLE} (1)`));
    expect(folded).toHaveAttribute('open');
    expect(screen.getByText('art. 1614 c.c. — Morte del conduttore')).toBeVisible();
  });

  it('lists sources stored before the ranking as one list, without the headings', () => {
    render(
      <RankedSources
        testId="sources"
        sources={[source('cc-1219', 'art. 1219 c.c.'), source('cc-1218', '')]}
      />,
    );
    expect(screen.queryByText(PRINCIPAL_SOURCES_TITLE)).toBeNull();
    expect(screen.queryByTestId('sources-other')).toBeNull();
    expect(screen.getByTestId('sources')).toHaveTextContent('art. 1219 c.c.cc-1218');
  });
});
