import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { app } from '../../worker/index';
import { BASE, codeIn, json, latestMail, signUp, uniqueEmail } from './helpers';

/** The real Worker with some configuration changed, as production would have it. */
async function requestWith(overrides: Partial<Env>, path: string, init?: RequestInit) {
  const ctx = createExecutionContext();
  const res = await app.request(`${BASE}${path}`, init, { ...env, ...overrides }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

const signUpBody = (email: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ name: 'Ada', email, password: 'longenough' }),
});

afterEach(() => vi.restoreAllMocks());

describe('mail through Resend (RESEND_API_KEY set)', () => {
  it('sends the verification mail to the Resend API with a code, HTML and text', async () => {
    const sent: { url: string; auth: string | null; body: Record<string, string> }[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      sent.push({ url: request.url, auth: request.headers.get('Authorization'), body: await request.json() });
      return Response.json({ id: '49a3999c-0ce1-4ea6-ab68-afcd6dc2e794' });
    });
    const email = uniqueEmail();
    const res = await requestWith({ RESEND_API_KEY: 're_test_123' }, '/api/auth/signup', signUpBody(email));
    expect(res.status).toBe(201);
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail?.url).toBe('https://api.resend.com/emails');
    expect(mail?.auth).toBe('Bearer re_test_123');
    expect(mail?.body).toMatchObject({ from: env.MAIL_FROM, to: email, subject: 'Your AdWise verification code' });
    const code = /\b(\d{6})\b/.exec(mail?.body.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail?.body.html).toContain(code);
  });

  it('keeps nothing in the dev mailbox and hides it', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ id: 'x' }));
    const email = uniqueEmail();
    await requestWith({ RESEND_API_KEY: 're_test_123' }, '/api/auth/signup', signUpBody(email));
    expect((await requestWith({ RESEND_API_KEY: 're_test_123' }, `/api/dev/mailbox?to=${email}`)).status).toBe(404);
    expect((await requestWith({}, `/api/dev/mailbox?to=${email}`)).status).toBe(200);
    expect(await json(await requestWith({}, `/api/dev/mailbox?to=${email}`))).toEqual([]);
  });
});

describe('the dev mailbox', () => {
  it('lists mail newest first for one recipient', async () => {
    const account = await signUp();
    const mail = await latestMail(account.email);
    expect(mail).toMatchObject({ to: account.email, subject: 'Your AdWise verification code' });
    expect(typeof mail.createdAt).toBe('number');
    expect(codeIn(mail)).toMatch(/^\d{6}$/);
  });

  it('shows the mail as a page at /dev/mailbox, escaped', async () => {
    const account = await signUp({ name: '<b>Ada</b>' });
    await latestMail(account.email);
    const res = await SELF.fetch(`${BASE}/dev/mailbox?to=${encodeURIComponent(account.email)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const page = await res.text();
    expect(page).toContain('Your AdWise verification code');
    expect(page).not.toContain('<b>Ada</b>');
  });

  it('does not exist in production, nor where the environment is anything but development or test', async () => {
    for (const ENVIRONMENT of ['production', 'preview', '']) {
      expect((await requestWith({ ENVIRONMENT }, '/api/dev/mailbox')).status).toBe(404);
      expect((await requestWith({ ENVIRONMENT }, '/dev/mailbox')).status).toBe(404);
    }
  });

  it('refuses to pretend to send in production without a key', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const email = uniqueEmail();
    const res = await requestWith({ ENVIRONMENT: 'production' }, '/api/auth/signup', signUpBody(email));
    expect(res.status).toBe(201);
    expect(logged).toHaveBeenCalledWith('mail: not sent', expect.any(Error));
  });
});

describe('GET /api/config', () => {
  it('tells the SPA the code length and the Google client id, nothing secret', async () => {
    const res = await SELF.fetch(`${BASE}/api/config`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      otpLength: 6,
      googleClientId: env.GOOGLE_CLIENT_ID,
      persona: 'ads',
      vision: false,
    });
  });

  it('follows OTP_LENGTH=4 and hides Google when no client id is set', async () => {
    const res = await requestWith({ OTP_LENGTH: '4', GOOGLE_CLIENT_ID: '' }, '/api/config');
    expect(await res.json()).toEqual({ otpLength: 4, googleClientId: null, persona: 'ads', vision: false });
  });

  it('mails 4-digit codes when OTP_LENGTH=4', async () => {
    const email = uniqueEmail();
    await requestWith({ OTP_LENGTH: '4' }, '/api/auth/signup', signUpBody(email));
    expect(codeIn(await latestMail(email))).toMatch(/^\d{4}$/);
  });
});
