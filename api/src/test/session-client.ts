import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { changeAdminGrant } from '../auth/admin-grants.js';
import { SESSION_COOKIE_NAME } from '../plugins/session.js';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

let nextAddress = 1;

/**
 * One browser talking to a real app: it keeps the session cookie the server sets
 * (and drops it when the server clears it), and comes from its own client
 * address, so per-address rate limits of one test visitor don't hit another.
 *
 *   const amina = new SessionClient(app);
 *   await amina.register({ name: 'Amina', email: 'amina@example.org', password: 'sabr-123' });
 *   const response = await amina.get('/api/user');
 */
export class SessionClient {
  /** "qa_session=…" while the browser holds a session cookie. */
  cookie: string | null = null;
  readonly remoteAddress: string;

  constructor(
    private readonly app: FastifyInstance,
    remoteAddress?: string,
  ) {
    this.remoteAddress = remoteAddress ?? `10.1.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;
  }

  async request(method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    const options: InjectOptions = {
      method,
      url,
      remoteAddress: this.remoteAddress,
      headers: { ...(this.cookie ? { cookie: this.cookie } : {}), ...headers },
      ...(payload !== undefined ? { payload: payload as InjectOptions['payload'] } : {}),
    };
    const response = await this.app.inject(options);
    const sessionCookie = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE_NAME);
    if (sessionCookie) {
      const cleared = sessionCookie.value === '' || (sessionCookie.expires !== undefined && sessionCookie.expires.getTime() <= Date.now());
      this.cookie = cleared ? null : `${SESSION_COOKIE_NAME}=${sessionCookie.value}`;
    }
    return response;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request('GET', url, undefined, headers);
  }

  post(url: string, payload: unknown = {}, headers?: Record<string, string>) {
    return this.request('POST', url, payload, headers);
  }

  patch(url: string, payload: unknown = {}, headers?: Record<string, string>) {
    return this.request('PATCH', url, payload, headers);
  }

  delete(url: string, headers?: Record<string, string>) {
    return this.request('DELETE', url, undefined, headers);
  }

  /** Registers (and so signs in) a password account; throws unless the server says 201. */
  async register(
    account: { name: string; email: string; password: string },
    headers?: Record<string, string>,
  ): Promise<{ id: string; role: string }> {
    const response = await this.post('/api/register', account, headers);
    if (response.statusCode !== 201) throw new Error(`register ${account.email}: ${response.statusCode} ${response.body}`);
    return response.json();
  }

  /** Registers a password account and grants it the admin role as the operator's `admin:grant` would. */
  async registerAdmin(account: { name: string; email: string; password: string }): Promise<{ id: string; role: string }> {
    const user = await this.register(account);
    const outcome = await changeAdminGrant(this.app.db, this.app.config, account.email, 'granted');
    if (outcome.kind === 'no_account') throw new Error(`registerAdmin ${account.email}: no account`);
    return { ...user, role: outcome.user.role };
  }

  async login(email: string, password: string): Promise<LightMyRequestResponse> {
    return this.post('/api/login', { email, password });
  }
}

/** Names table rows by what they expect, for readable test titles: [body, /^field …/] → ["field …", body, /^field …/]. */
export function labelled<T>(rows: Array<[T, RegExp]>): Array<[string, T, RegExp]> {
  return rows.map(([body, message]) => [message.source.replace(/^\^/, '').replace(/\\/g, ''), body, message]);
}

let accountNumber = 0;

/** A browser signed in to a new password account of its own. */
export async function signedInClient(app: FastifyInstance, namePrefix = 'User'): Promise<SessionClient> {
  const client = new SessionClient(app);
  accountNumber += 1;
  await client.register({
    name: `${namePrefix} ${accountNumber}`,
    email: `${namePrefix.toLowerCase().replace(/\W+/g, '-')}-${accountNumber}-${process.pid}@example.org`,
    password: 'sabr-123',
  });
  return client;
}
