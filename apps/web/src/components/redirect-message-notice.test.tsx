import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRedirectMessage } from '../lib/storage';
import { RedirectMessageNotice } from './redirect-message-notice';

afterEach(() => {
  vi.useRealTimers();
});

describe('RedirectMessageNotice', () => {
  it('shows the stored message in a status region, consumes it, and hides it after 5 seconds', () => {
    vi.useFakeTimers();
    setRedirectMessage('Please login to access this page.');

    render(<RedirectMessageNotice />);

    expect(screen.getByTestId('redirect-message')).toHaveTextContent('Please login to access this page.');
    expect(screen.getByRole('status')).toHaveTextContent('Please login to access this page.');
    expect(localStorage.getItem('auth_redirect_message')).toBeNull();

    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByTestId('redirect-message')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('redirect-message')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows nothing when no message is stored', () => {
    render(<RedirectMessageNotice />);
    expect(screen.queryByTestId('redirect-message')).not.toBeInTheDocument();
  });
});
