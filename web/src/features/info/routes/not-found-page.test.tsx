import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startApiTestServer, type ApiTestServer } from '@/test/api-test-server';
import { serveShell } from '@/test/default-api-routes';
import { renderRoute } from '@/test/render-route';
import { NotFoundPage } from './not-found-page';

let server: ApiTestServer;
beforeEach(async () => {
  server = await startApiTestServer();
  serveShell(server);
});
afterEach(() => server.close());

describe('NotFoundPage', () => {
  it('shows 404, explains and leads home', async () => {
    renderRoute(<NotFoundPage />, { path: '/no/such/page' });
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The page you are looking for might have been removed or is temporarily unavailable.')).toBeInTheDocument();
    expect(document.title).toContain('Page Not Found');
    fireEvent.click(screen.getByRole('link', { name: 'Return to Home' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
