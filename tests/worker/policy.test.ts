import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../worker/contract/messages';
import { api, json, signUp } from './helpers';

type PolicyBody = { success: boolean; policy: { content: string; updatedAt: string } };

describe.each([
  ['terms', 'Terms and Conditions'],
  ['privacy', 'Privacy Policy'],
])('GET /api/policy/%s', (slug, heading) => {
  it('answers the seeded policy as HTML without a token', async () => {
    const res = await api(`/api/policy/${slug}`);
    expect(res.status).toBe(200);
    const body = await json<PolicyBody>(res);
    expect(body.success).toBe(true);
    expect(body.policy.content).toContain(`<h1>${heading}</h1>`);
    expect(body.policy.content).toContain('support@adwise.app');
    expect(body.policy.content).not.toMatch(/<script|on\w+=/i);
  });

  it('answers the same to a signed-in user', async () => {
    const account = await signUp();
    const res = await api(`/api/policy/${slug}`, { token: account.accessToken });
    expect(res.status).toBe(200);
    expect((await json<PolicyBody>(res)).policy.content).toContain(heading);
  });
});

describe('the seeded policies', () => {
  it('cover what is stored and for how long, the AI, Stripe and a contact', async () => {
    const terms = (await json<PolicyBody>(await api('/api/policy/terms'))).policy.content;
    const privacy = (await json<PolicyBody>(await api('/api/policy/privacy'))).policy.content;
    expect(terms).toContain('Stripe');
    expect(terms).toContain('never');
    expect(privacy).toContain('<table>');
    expect(privacy).toContain('How long');
    expect(privacy).toContain('12 months');
  });

  it('are not served for an unknown name', async () => {
    expect((await api('/api/policy/cookies')).status).toBe(404);
  });
});

// Last: it empties the table this file's other tests read.
describe.each(['terms', 'privacy'])('GET /api/policy/%s without a seeded row', (slug) => {
  it("answers 404 with 'No content available.' when the policy is missing", async () => {
    await env.DB.prepare('delete from policies where slug = ?').bind(slug).run();
    const res = await api(`/api/policy/${slug}`);
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ code: 'not_found', message: MESSAGES.policyMissing });
  });
});
