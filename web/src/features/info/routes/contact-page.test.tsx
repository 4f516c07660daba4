import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startApiTestServer, type ApiTestServer } from '@/test/api-test-server';
import { serveShell } from '@/test/default-api-routes';
import { renderRoute } from '@/test/render-route';
import { ContactPage } from './contact-page';

let server: ApiTestServer;

beforeEach(async () => {
  server = await startApiTestServer();
  serveShell(server, { config: { supportEmail: 'help@example.test' } });
});
afterEach(() => server.close());

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('ContactPage', () => {
  it('shows the title, the response time and the support email from /api/config', async () => {
    renderRoute(<ContactPage />, { path: '/contact' });
    expect(screen.getByRole('heading', { level: 1, name: 'Contact & Feedback' })).toBeInTheDocument();
    expect(screen.getByText(/within 2-3 business days/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'help@example.test' })).toHaveAttribute('href', 'mailto:help@example.test');
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('type', 'email');
  });

  it('says replies come by email, from the support address when one is set', async () => {
    renderRoute(<ContactPage />, { path: '/contact' });
    await screen.findByRole('link', { name: 'help@example.test' });
    expect(screen.getByText(/we reply by email to the address you give/)).toBeInTheDocument();
  });

  it('without a support address, says to use the form and how replies arrive', async () => {
    serveShell(server, { config: { supportEmail: null } });
    renderRoute(<ContactPage />, { path: '/contact' });
    expect(await screen.findByText(/Please use this form; .* we reply by email to the address you give\./)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /@/ })).toBeNull();
  });

  it('requires every field and sends nothing while one is missing', async () => {
    renderRoute(<ContactPage />, { path: '/contact' });
    fill(/Name/, 'Amina');
    fill(/Email/, 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Message/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Email/)).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requestsTo('POST', '/api/contact')).toHaveLength(0);
  });

  it('posts the message with the session id, shows Sending... and clears the form on success', async () => {
    server.on('POST', '/api/contact', { status: 201, body: { id: 'fb-1' }, delayMs: 150 });
    renderRoute(<ContactPage />, { path: '/contact', at: '/contact?sessionId=chat-42' });
    expect(screen.getByText(/linked to the conversation/)).toBeInTheDocument();
    fill(/Name/, '  Amina ');
    fill(/Email/, 'amina@example.test');
    fill(/Message/, 'JazakAllah khair for this app.');
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    expect(await screen.findByText('Message Sent')).toBeInTheDocument();
    expect(screen.getByText('Thank you for your message. We will get back to you soon.')).toBeInTheDocument();

    const [request] = server.requestsTo('POST', '/api/contact');
    expect(request?.body).toEqual({
      name: 'Amina',
      email: 'amina@example.test',
      message: 'JazakAllah khair for this app.',
      sessionId: 'chat-42',
    });
    expect(screen.getByLabelText(/Name/)).toHaveValue('');
    expect(screen.getByLabelText(/Message/)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('keeps what was typed and says so when sending fails', async () => {
    server.on('POST', '/api/contact', { status: 429, body: { code: 'rate_limited', message: 'Too many requests' } });
    renderRoute(<ContactPage />, { path: '/contact' });
    fill(/Name/, 'Amina');
    fill(/Email/, 'amina@example.test');
    fill(/Message/, 'Salaam');
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('There was a problem sending your message. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Error');
    expect(screen.getByLabelText(/Message/)).toHaveValue('Salaam');
    await waitFor(() => expect(server.requestsTo('POST', '/api/contact')[0]?.body).not.toHaveProperty('sessionId'));
  });
});
