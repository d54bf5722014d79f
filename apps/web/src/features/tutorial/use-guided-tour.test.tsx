import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { AppToastRegion } from '../../components/app-toast';
import { TUTORIAL_RESTART_STATE } from '../../components/layouts';
import { advance, jsonResponse, settle, stubApi } from '../../test/api-stub';
import { createTestQueryClient } from '../../test/render-with-providers';
import { TOUR_STEPS } from './tour-steps';
import { TutorialButton } from './tutorial-button';
import { TUTORIAL_AUTO_START_MS, tutorialMessages, useGuidedTour } from './use-guided-tour';

const TITLES = TOUR_STEPS.map((step) => step.title);

/** The chat screen's tour targets, the header button and the layout's toast area. */
function TourPage() {
  const tour = useGuidedTour();
  return (
    <div>
      <aside data-tour="sidebar">
        <section data-tour="points-balance">Punti disponibili</section>
        <nav>
          <a href="/legal-documents" data-tour="legal-documents">
            Documenti Legali
          </a>
          <a href="/case-strategy" data-tour="case-strategy">
            Strategie Legali
          </a>
          <a href="/user-details" data-tour="account">
            Account
          </a>
        </nav>
      </aside>
      <div data-tour="mode-toggle">Modalità</div>
      <form data-tour="chat-input">
        <textarea aria-label="La tua domanda" />
      </form>
      <TutorialButton onStart={tour.start} />
      {tour.running && <p>Tutorial in corso</p>}
      <AppToastRegion />
    </div>
  );
}

function stubServer({ completed = false, saveStatus = 200 } = {}) {
  return stubApi((path) => {
    if (path === '/api/user')
      return jsonResponse(200, {
        id: 7,
        name: 'Avv. Rossi',
        email: 'rossi@studio.it',
        created_at: '2026-01-10T09:00:00.000Z',
        is_admin: false,
        tutorial_completed: completed,
      });
    if (path === '/api/user/complete-tutorial')
      return saveStatus === 200
        ? jsonResponse(200, { success: true, tutorial_completed: true })
        : jsonResponse(saveStatus, { message: 'Errore interno', error_code: 'INTERNAL' });
    throw new Error(`Unexpected request ${path}`);
  });
}

function renderTourPage(state: unknown = null) {
  localStorage.setItem('auth_token', 'tok-tour');
  localStorage.setItem('user', JSON.stringify({ name: 'Avv. Rossi' }));
  const router = createMemoryRouter([{ path: '/', element: <TourPage /> }], {
    initialEntries: [{ pathname: '/', state }],
  });
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const popoverTitle = () => document.querySelector('.driver-popover-title')?.textContent ?? null;
const progress = () => document.querySelector('.driver-popover-progress-text')?.textContent ?? null;
const highlighted = () => document.querySelector('.driver-active-element')?.getAttribute('data-tour') ?? null;
const popoverButton = (name: string) =>
  screen.getByRole('button', { name, hidden: true, description: undefined });

/** Clicks a popover button and lets the highlight's animation run. */
async function press(name: string) {
  fireEvent.click(popoverButton(name));
  await advance(600);
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useGuidedTour', () => {
  it('starts 2 seconds after load when tutorial_completed is false, and walks the seven steps', async () => {
    const api = stubServer();
    renderTourPage();
    await settle();
    await advance(TUTORIAL_AUTO_START_MS - 100);
    expect(popoverTitle()).toBeNull();
    await advance(600);

    expect(popoverTitle()).toBe('La barra laterale');
    const dialog = screen.getByRole('dialog', { name: 'La barra laterale' });
    expect(dialog).toHaveAttribute('aria-describedby', 'driver-popover-description');
    expect(screen.getByRole('button', { name: 'Chiudi il tutorial' })).toBeInTheDocument();
    expect(popoverButton('Indietro')).toBeDisabled();
    expect(progress()).toBe('1 di 7');
    expect(highlighted()).toBe('sidebar');

    const targets = [
      'mode-toggle',
      'legal-documents',
      'case-strategy',
      'points-balance',
      'chat-input',
      'account',
    ];
    for (const [index, target] of targets.entries()) {
      await press('Avanti');
      expect(popoverTitle()).toBe(TITLES[index + 1]);
      expect(progress()).toBe(`${index + 2} di 7`);
      expect(highlighted()).toBe(target);
    }
    await press('Indietro');
    expect(popoverTitle()).toBe(TITLES[5]);
    await press('Avanti');
    expect(screen.queryByRole('button', { name: 'Avanti' })).toBeNull();
    expect(api.requests('/api/user/complete-tutorial')).toHaveLength(0);

    await press('Fine');
    await settle();
    expect(popoverTitle()).toBeNull();
    expect(api.requests('/api/user/complete-tutorial')).toHaveLength(1);
    expect(screen.getByTestId('toast')).toHaveTextContent(tutorialMessages.completed);
    expect(localStorage.getItem('tutorialCompleted')).toBe('true');
  });

  it('does not start when the user already completed it', async () => {
    const api = stubServer({ completed: true });
    renderTourPage();
    await settle();
    await advance(TUTORIAL_AUTO_START_MS * 3);
    expect(popoverTitle()).toBeNull();
    expect(api.requests('/api/user')).toHaveLength(1);
    expect(api.requests('/api/user/complete-tutorial')).toHaveLength(0);
  });

  it('saves the completion when the tour is closed at any step (×, Esc)', async () => {
    const api = stubServer();
    renderTourPage();
    await settle();
    await advance(TUTORIAL_AUTO_START_MS + 100);
    await press('Avanti');
    expect(popoverTitle()).toBe(TITLES[1]);
    await press('Chiudi il tutorial');
    await settle();
    expect(popoverTitle()).toBeNull();
    expect(api.requests('/api/user/complete-tutorial')).toHaveLength(1);
    expect(screen.getByTestId('toast')).toHaveTextContent(tutorialMessages.completed);

    // Started again from the header button, then dismissed with Esc: saved again, never auto-started twice.
    fireEvent.click(screen.getByRole('button', { name: 'Tutorial guidato' }));
    await advance(100);
    expect(popoverTitle()).toBe(TITLES[0]);
    expect(screen.getByText('Tutorial in corso')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keyup', { key: 'Escape' }));
    });
    await settle();
    expect(popoverTitle()).toBeNull();
    expect(api.requests('/api/user/complete-tutorial')).toHaveLength(2);
    await advance(TUTORIAL_AUTO_START_MS * 2);
    expect(popoverTitle()).toBeNull();
  });

  it('shows the error toast when the completion cannot be saved', async () => {
    const api = stubServer({ saveStatus: 500 });
    renderTourPage();
    await settle();
    await advance(TUTORIAL_AUTO_START_MS + 100);
    await press('Chiudi il tutorial');
    await settle();
    expect(api.requests('/api/user/complete-tutorial')).toHaveLength(1);
    const toast = screen.getByTestId('toast');
    expect(toast).toHaveTextContent(tutorialMessages.saveFailed);
    expect(toast).toHaveAttribute('data-tone', 'error');
  });

  it('starts at once, at step 1, when the sidebar Tutorial entry navigated here', async () => {
    stubServer({ completed: true });
    const router = renderTourPage({ [TUTORIAL_RESTART_STATE]: true });
    await settle();
    await advance(400);
    expect(popoverTitle()).toBe(TITLES[0]);
    expect(progress()).toBe('1 di 7');
    // The request is consumed: the history entry no longer asks for it.
    expect(router.state.location.state).toBeNull();
  });
});
