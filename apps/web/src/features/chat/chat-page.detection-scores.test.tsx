import { detectChatMode } from '@brocardo/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveShowDetectionScores } from '../../lib/storage';
import { fakeChatApi } from './test-support/fake-chat-api';
import { input, renderChat, waitForReady } from './test-support/render-chat';

const panel = () => screen.queryByTestId('detection-scores');
const score = (mode: string) => screen.getByTestId(`detection-score-${mode}`);

function expectScoresOf(text: string) {
  const { scores, mode } = detectChatMode(text);
  expect(score('standard')).toHaveTextContent(`Standard ${scores.standard}`);
  expect(score('rag')).toHaveTextContent(`Database Legale ${scores.rag}`);
  expect(score('websearch')).toHaveTextContent(`Ricerca Web ${scores.websearch}`);
  expect(score(mode)).toHaveAttribute('data-picked', 'true');
}

describe('ChatPage: Detection Scores', () => {
  it('shows nothing while the setting is off', async () => {
    fakeChatApi();
    const { user } = renderChat();
    await waitForReady();
    await user.type(input(), 'Cosa prevede l’art. 2043 c.c.?');
    expect(panel()).toBeNull();
  });

  it('shows the live scores of the input, the picked mode and the forcing phrase', async () => {
    localStorage.setItem('showDetectionScores', 'true');
    fakeChatApi();
    const { user } = renderChat();
    await waitForReady();
    expect(panel()).toBeInTheDocument();

    const legal = 'Cosa prevede l’art. 2043 c.c.?';
    await user.type(input(), legal);
    expectScoresOf(legal);
    expect(detectChatMode(legal).mode).toBe('rag');
    expect(score('rag')).toHaveAttribute('data-picked', 'true');
    expect(screen.queryByTestId('detection-forcing')).toBeNull();
    await waitFor(() =>
      expect(screen.getByTestId('detection-announcement')).toHaveTextContent(
        'Modalità rilevata: Database Legale.',
      ),
    );
    expect(screen.getByTestId('detection-announcement')).toHaveAttribute('aria-live', 'polite');

    const forcing = ' Cerca online le ultime sentenze.';
    await user.type(input(), forcing);
    const detection = detectChatMode(legal + forcing);
    expect(detection.forced).toBe(true);
    expectScoresOf(legal + forcing);
    expect(screen.getByTestId('detection-forcing')).toHaveTextContent(detection.reason);
  });

  it('greys the scores in manual mode', async () => {
    localStorage.setItem('showDetectionScores', 'true');
    fakeChatApi();
    const { user } = renderChat();
    await waitForReady();
    await user.click(screen.getByTestId('mode-card-rag'));
    await user.type(input(), 'Cosa prevede l’art. 2043 c.c.?');
    expect(panel()).toHaveAttribute('data-manual', 'true');
    expect(panel()).toHaveTextContent('modalità manuale');
    expect(panel()?.querySelector('[data-picked="true"]')).toBeNull();
  });

  it('follows the setting changed elsewhere: this tab at once, another tab through storage', async () => {
    fakeChatApi();
    renderChat();
    await waitForReady();
    expect(panel()).toBeNull();

    act(() => saveShowDetectionScores(true));
    expect(panel()).toBeInTheDocument();

    act(() => {
      localStorage.setItem('showDetectionScores', 'false');
      window.dispatchEvent(new StorageEvent('storage', { key: 'showDetectionScores', newValue: 'false' }));
    });
    expect(panel()).toBeNull();
  });
});
