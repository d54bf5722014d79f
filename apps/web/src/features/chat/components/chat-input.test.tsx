import {
  AI_ANSWERS_NOTICE,
  AI_ANSWERS_NOTICE_SHORT,
  EXTRACTIVE_ANSWERS_NOTICE,
  EXTRACTIVE_ANSWERS_NOTICE_SHORT,
} from '@brocardo/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatInput } from './chat-input';

afterEach(() => {
  vi.useRealTimers();
});

interface HarnessProps {
  maxLength?: number;
  busy?: boolean;
  limitReached?: boolean;
  answering?: boolean;
  onSend?: (text: string) => void;
  onStop?: () => void;
  initial?: string;
  generative?: boolean;
}

function Harness({
  maxLength = 4096,
  busy = false,
  limitReached = false,
  answering = false,
  onSend = () => undefined,
  onStop = () => undefined,
  initial = '',
  generative = true,
}: HarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <ChatInput
      value={value}
      onChange={setValue}
      onSend={() => onSend(value)}
      onStop={onStop}
      maxLength={maxLength}
      answering={answering}
      busy={busy}
      limitReached={limitReached}
      refocusKey="k"
      generative={generative}
    />
  );
}

const textbox = () => screen.getByRole('textbox', { name: 'La tua domanda' });
const counter = () => screen.getByTestId('input-counter');

describe('ChatInput', () => {
  it('Enter and Ctrl/Cmd+Enter send; Shift+Enter adds a new line', async () => {
    const onSend = vi.fn();
    const user = userEvent.setup();
    render(<Harness onSend={onSend} />);

    await user.type(textbox(), 'Prima riga{Shift>}{Enter}{/Shift}seconda');
    expect(textbox()).toHaveValue('Prima riga\nseconda');
    expect(onSend).not.toHaveBeenCalled();

    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenLastCalledWith('Prima riga\nseconda');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await user.keyboard('{Meta>}{Enter}{/Meta}');
    expect(onSend).toHaveBeenCalledTimes(3);
    expect(textbox()).toHaveValue('Prima riga\nseconda');
  });

  it('does not send an empty or blank message', async () => {
    const onSend = vi.fn();
    const user = userEvent.setup();
    render(<Harness onSend={onSend} />);
    await user.type(textbox(), '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Invia' })).toBeDisabled();
  });

  it('says under the input that the answers come from AI and must be checked (short on a phone)', () => {
    render(<Harness />);
    expect(screen.getByTestId('ai-notice')).toHaveTextContent(AI_ANSWERS_NOTICE);
    expect(screen.getByTestId('ai-notice-short')).toHaveTextContent(AI_ANSWERS_NOTICE_SHORT);
  });

  it('says instead that the answers are extracts of the sources where no model is configured', () => {
    render(<Harness generative={false} />);
    expect(screen.getByTestId('ai-notice')).toHaveTextContent(EXTRACTIVE_ANSWERS_NOTICE);
    expect(screen.getByTestId('ai-notice-short')).toHaveTextContent(EXTRACTIVE_ANSWERS_NOTICE_SHORT);
    expect(screen.getByTestId('ai-notice')).not.toHaveTextContent('intelligenza artificiale');
  });

  it('counts the characters and warns above 85% of the limit', () => {
    render(<Harness />);
    expect(counter()).toHaveTextContent('0/4096');
    expect(textbox()).toHaveAttribute('maxlength', '4096');
    // 85% of 4096 is 3481.6: 3481 is not above it, 3482 is.
    fireEvent.change(textbox(), { target: { value: 'a'.repeat(3481) } });
    expect(counter()).toHaveTextContent('3481/4096');
    expect(counter()).toHaveAttribute('data-near-limit', 'false');
    fireEvent.change(textbox(), { target: { value: 'a'.repeat(3482) } });
    expect(counter()).toHaveAttribute('data-near-limit', 'true');
  });

  it('with the web-search limit of 200, warns above 170 and refuses a longer text', () => {
    const onSend = vi.fn();
    render(<Harness maxLength={200} onSend={onSend} />);
    expect(counter()).toHaveTextContent('0/200');
    expect(textbox()).toHaveAttribute('maxlength', '200');
    fireEvent.change(textbox(), { target: { value: 'a'.repeat(170) } });
    expect(counter()).toHaveAttribute('data-near-limit', 'false');
    fireEvent.change(textbox(), { target: { value: 'a'.repeat(171) } });
    expect(counter()).toHaveAttribute('data-near-limit', 'true');
    // A text typed before switching to web search may be longer: it cannot be sent.
    fireEvent.change(textbox(), { target: { value: 'a'.repeat(250) } });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'In modalità Ricerca Web la domanda può avere al massimo 200 caratteri.',
    );
    expect(screen.getByRole('button', { name: 'Invia' })).toBeDisabled();
    fireEvent.keyDown(textbox(), { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('is disabled while loading, and at the limit with the limit placeholder', () => {
    const { rerender } = render(<Harness busy />);
    expect(textbox()).toBeDisabled();
    expect(textbox()).toHaveAttribute('placeholder', 'Scrivi la tua domanda legale…');
    rerender(<Harness limitReached />);
    expect(textbox()).toBeDisabled();
    expect(textbox()).toHaveAttribute('placeholder', 'Message limit reached. Start a new conversation.');
  });

  it('shows Stop instead of Send while the assistant answers', async () => {
    const onStop = vi.fn();
    const user = userEvent.setup();
    render(<Harness answering busy onStop={onStop} />);
    expect(screen.queryByRole('button', { name: 'Invia' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(onStop).toHaveBeenCalledTimes(1);
  });

  it('grows with its text up to 120 px (set through the CSSOM, no style attribute in the markup)', () => {
    const scrollHeight = vi.spyOn(HTMLTextAreaElement.prototype, 'scrollHeight', 'get');
    scrollHeight.mockReturnValue(60);
    render(<Harness />);
    fireEvent.change(textbox(), { target: { value: 'due\nrighe' } });
    expect(textbox().style.height).toBe('60px');
    expect(textbox().style.overflowY).toBe('hidden');
    scrollHeight.mockReturnValue(400);
    fireEvent.change(textbox(), { target: { value: 'molte\nrighe\ndi\ntesto\n…' } });
    expect(textbox().style.height).toBe('120px');
    expect(textbox().style.overflowY).toBe('auto');
  });

  it('takes the focus 300 ms after loading', async () => {
    vi.useFakeTimers();
    render(<Harness />);
    expect(textbox()).not.toHaveFocus();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(299);
    });
    expect(textbox()).not.toHaveFocus();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(textbox()).toHaveFocus();
  });
});

describe('ChatInput toolbar end (the document indicator)', () => {
  it('sits in the bar, in the flow, so it covers no message', () => {
    render(
      <ChatInput
        value=""
        onChange={() => undefined}
        onSend={() => undefined}
        onStop={() => undefined}
        maxLength={4096}
        answering={false}
        busy={false}
        limitReached={false}
        refocusKey={1}
        toolbar={<p>Modalità</p>}
        toolbarEnd={<button type="button">2 documenti attivi</button>}
      />,
    );
    const indicator = screen.getByRole('button', { name: '2 documenti attivi' });
    const row = screen.getByText('Modalità').parentElement?.parentElement;
    expect(row).toContainElement(indicator);
    for (let node = indicator.parentElement; node; node = node.parentElement) {
      expect(node.className).not.toMatch(/\b(absolute|fixed)\b/);
    }
  });
});
