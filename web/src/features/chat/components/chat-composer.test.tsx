import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChatComposer } from './chat-composer';

function renderComposer(overrides: Partial<Parameters<typeof ChatComposer>[0]> = {}) {
  const onSend = vi.fn(async () => true);
  const onStop = vi.fn();
  render(<ChatComposer onSend={onSend} onStop={onStop} isPending={false} isStreaming={false} isOffline={false} language="en" {...overrides} />);
  return { onSend, onStop, textarea: screen.getByRole('textbox', { name: 'Your question' }) as HTMLTextAreaElement };
}

describe('ChatComposer', () => {
  it('sends the text on Enter and clears the box', async () => {
    const { onSend, textarea } = renderComposer();
    fireEvent.change(textarea, { target: { value: 'What does the Quran say about patience?' } });
    fireEvent.keyDown(textarea, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('What does the Quran say about patience?');
    await vi.waitFor(() => expect(textarea.value).toBe(''));
  });

  it('keeps typing on Shift+Enter', () => {
    const { onSend, textarea } = renderComposer();
    fireEvent.change(textarea, { target: { value: 'first line' } });
    fireEvent.keyDown(textarea, { key: 'Enter', shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('cannot send text that is empty once trimmed', () => {
    const { onSend, textarea } = renderComposer();
    fireEvent.change(textarea, { target: { value: '   \n  ' } });
    fireEvent.keyDown(textarea, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('caps the text at 1000 characters and shows the count', () => {
    const { textarea } = renderComposer();
    fireEvent.change(textarea, { target: { value: 'a'.repeat(1200) } });
    expect(textarea.value).toHaveLength(1000);
    expect(screen.getByText('1000/1000')).toBeInTheDocument();
  });

  it('drops pasted control characters but keeps line breaks and tabs, as the server asks', async () => {
    const { onSend, textarea } = renderComposer();
    fireEvent.change(textarea, { target: { value: 'What is\u0000 patience?\n\tAnd\u0085 prayer?' } });
    expect(textarea.value).toBe('What is patience?\n\tAnd prayer?');
    fireEvent.keyDown(textarea, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('What is patience?\n\tAnd prayer?');
  });

  it('blocks sending while an answer is pending and offers Stop', () => {
    const { onSend, onStop, textarea } = renderComposer({ isPending: true, isStreaming: true });
    fireEvent.change(textarea, { target: { value: 'Another question' } });
    fireEvent.keyDown(textarea, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(onStop).toHaveBeenCalledOnce();
  });

  it('offline, still takes the question (it waits on the device) and says so', () => {
    const { onSend, textarea } = renderComposer({ isOffline: true });
    expect(screen.getByRole('status')).toHaveTextContent('You are offline. Questions you send now wait here and go out when the connection returns.');
    fireEvent.change(textarea, { target: { value: 'What is zakat?' } });
    fireEvent.keyDown(textarea, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('What is zakat?');
  });

  it('hides voice input when the browser has no speech recognition', () => {
    renderComposer();
    expect(screen.queryByRole('button', { name: 'Start voice input' })).not.toBeInTheDocument();
  });
});
