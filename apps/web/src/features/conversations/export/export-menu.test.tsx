import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ExportMenu } from './export-menu';

const menuOf = () => screen.getByText('Esporta').closest('details')!;

describe('ExportMenu', () => {
  it('closes like a menu: on a click elsewhere, and on Escape with the focus back on «Esporta»', async () => {
    render(
      <div>
        <p>Altrove</p>
        <ExportMenu conversationId={4} answerOutline={() => []} />
      </div>,
    );
    await userEvent.click(screen.getByText('Esporta'));
    await waitFor(() => expect(menuOf().open).toBe(true));
    expect(screen.getByRole('button', { name: 'PDF' })).toBeVisible();

    fireEvent.pointerDown(screen.getByText('Altrove'));
    await waitFor(() => expect(menuOf().open).toBe(false));

    await userEvent.click(screen.getByText('Esporta'));
    await waitFor(() => expect(menuOf().open).toBe(true));
    // A click inside the menu keeps it open.
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Word' }));
    expect(menuOf().open).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menuOf().open).toBe(false));
    expect(document.activeElement).toBe(screen.getByText('Esporta'));
  });

  it('offers nothing to download for a conversation without messages', async () => {
    render(<ExportMenu conversationId={4} answerOutline={() => []} empty />);
    await userEvent.click(screen.getByText('Esporta'));
    expect(screen.getByRole('button', { name: 'PDF' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Word' })).toBeDisabled();
    expect(screen.getByText('Nessun messaggio da esportare.')).toBeVisible();
  });
});
