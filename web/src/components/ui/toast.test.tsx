import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastProvider, useToast, type ToastOptions } from './toast';

function renderToasts() {
  let show: (options: ToastOptions) => void = () => undefined;
  function Capture() {
    show = useToast().toast;
    return null;
  }
  render(
    <ToastProvider>
      <Capture />
    </ToastProvider>,
  );
  return (options: ToastOptions) => act(() => show(options));
}

describe('ToastProvider', () => {
  it('shows one toast at a time: a new toast replaces the current one', () => {
    const show = renderToasts();
    show({ title: 'Link copied' });
    show({ title: 'Error', description: 'Failed to share conversation', variant: 'destructive' });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveTextContent('Failed to share conversation');
    expect(region).not.toHaveTextContent('Link copied');
  });

  it('drops a background notice while another toast is on screen, and shows it otherwise', () => {
    const show = renderToasts();
    show({ title: 'Error Loading Shared Chat', variant: 'destructive' });
    show({ title: 'The app is ready to work offline.', background: true });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveTextContent('Error Loading Shared Chat');
    expect(region).not.toHaveTextContent('ready to work offline');

    act(() => screen.getByRole('button', { name: /close|dismiss/i }).click());
    show({ title: 'The app is ready to work offline.', background: true });
    expect(region).toHaveTextContent('ready to work offline');
  });
});
