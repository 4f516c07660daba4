import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localDb } from '@/lib/local-db';
import { startApiTestServer, type ApiTestServer } from '@/test/api-test-server';
import { serveShell } from '@/test/default-api-routes';
import { renderRoute } from '@/test/render-route';
import { ChatBox } from './chat-box';

let server: ApiTestServer;

beforeEach(async () => {
  server = await startApiTestServer();
  serveShell(server);
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
});
afterEach(async () => {
  await server.close();
  await (await localDb()).questionQueue.clear();
});

const waiting = "Waiting for connection — will send when you're back online";

function openConversation() {
  return renderRoute(<ChatBox sessionId="conversation-1" ownerId={null} sessionExists={false} onRequestSignIn={() => {}} />, { path: '/' });
}

function ask(question: string) {
  const box = screen.getByRole('textbox', { name: 'Your question' });
  fireEvent.change(box, { target: { value: question } });
  fireEvent.keyDown(box, { key: 'Enter' });
}

describe('ChatBox offline', () => {
  it('keeps a question asked offline, shows it as waiting after a reload, and lets the user cancel it', async () => {
    const first = openConversation();
    ask('What does the Quran teach about gratitude?');
    const bubble = () => screen.getByText('What does the Quran teach about gratitude?').closest('li');
    await waitFor(() => expect(bubble()).toHaveTextContent(waiting));
    expect(bubble()).toHaveAttribute('data-queue-state', 'queued');
    expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveValue('');
    first.unmount();

    openConversation();
    await waitFor(() => expect(bubble()).toHaveTextContent(waiting));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('What does the Quran teach about gratitude?')).not.toBeInTheDocument());
    expect(await (await localDb()).questionQueue.count()).toBe(0);
    // Nothing reached the server.
    expect(server.requestsTo('POST', '/api/messages/stream')).toHaveLength(0);
  });

  it('refuses an off-topic question at once, offline too, instead of keeping it', async () => {
    openConversation();
    ask('Who won the football world cup in 2018?');
    expect(await screen.findByRole('dialog', { name: 'Outside of Islamic Focus' })).toBeInTheDocument();
    expect(await (await localDb()).questionQueue.count()).toBe(0);
  });
});
