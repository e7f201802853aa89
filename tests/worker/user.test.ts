import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../worker/contract/messages';
import { MAX_PROFILE_IMAGE_BYTES } from '../../worker/lib/images';
import { api, BASE, json, signUp } from './helpers';

type UserBody = {
  user: { id: string; name: string; email: string; profileImage: string | null; about_you: string | null };
};

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

function upload(token: string, bytes: Uint8Array, type: string, name = 'avatar.png') {
  const form = new FormData();
  form.set('image', new File([bytes], name, { type }));
  return SELF.fetch(`${BASE}/api/user/upload-profile-image`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
}

describe('GET|PUT api/user/profile', () => {
  it('needs a signed-in user', async () => {
    expect((await api('/api/user/profile')).status).toBe(401);
    expect((await api('/api/user/profile', { method: 'PUT', body: { name: 'X' } })).status).toBe(401);
  });

  it('shows the signed-in user', async () => {
    const account = await signUp();
    const body = await json<UserBody>(await api('/api/user/profile', { token: account.accessToken }));
    expect(body.user).toMatchObject({ id: account.user.id, email: account.email, name: account.name });
  });

  it('renames the user but never changes the e-mail', async () => {
    const account = await signUp();
    const res = await api('/api/user/profile', {
      method: 'PUT',
      token: account.accessToken,
      body: { name: '  Countess Ada ', email: 'other@example.com' },
    });
    expect(res.status).toBe(200);
    const body = await json<UserBody & { message: string }>(res);
    expect(body.message).toBe(MESSAGES.profileUpdated);
    expect(body.user).toMatchObject({ name: 'Countess Ada', email: account.email });
  });

  it("refuses a blank name with 'Name is required'", async () => {
    const account = await signUp();
    const res = await api('/api/user/profile', { method: 'PUT', token: account.accessToken, body: { name: '  ' } });
    expect(res.status).toBe(422);
    expect((await json<{ fields: Record<string, string> }>(res)).fields.name).toBe('Name is required');
  });

  it("changes only the caller's own profile", async () => {
    const alice = await signUp({ name: 'Alice' });
    const bob = await signUp({ name: 'Bob' });
    await api('/api/user/profile', { method: 'PUT', token: bob.accessToken, body: { name: 'Mallory' } });
    const aliceNow = await json<UserBody>(await api('/api/user/profile', { token: alice.accessToken }));
    expect(aliceNow.user.name).toBe('Alice');
  });
});

describe('PUT api/user/about', () => {
  it('saves the answer', async () => {
    const account = await signUp();
    const res = await api('/api/user/about', {
      method: 'PUT',
      token: account.accessToken,
      body: { about_you: 'Football, U12' },
    });
    expect(res.status).toBe(200);
    expect((await json<UserBody>(res)).user.about_you).toBe('Football, U12');
  });

  it("refuses an empty answer with 'This field is required'", async () => {
    const account = await signUp();
    const res = await api('/api/user/about', { method: 'PUT', token: account.accessToken, body: { about_you: ' ' } });
    expect(res.status).toBe(422);
    expect((await json<{ fields: Record<string, string> }>(res)).fields.about_you).toBe('This field is required');
  });
});

describe('POST api/user/upload-profile-image', () => {
  it('stores a real image under the user prefix and serves it back only through a signed URL', async () => {
    const account = await signUp();
    const res = await upload(account.accessToken, PNG, 'image/png');
    expect(res.status).toBe(200);
    const body = await json<{ imageUrl: string } & UserBody>(res);
    expect(body.imageUrl).toMatch(
      new RegExp(`^/api/images/users/${account.user.id}/profile/[0-9a-f-]+\\.png\\?expires=\\d+&sig=`),
    );
    expect(body.user.profileImage).toBe(body.imageUrl);

    const image = await SELF.fetch(`${BASE}${body.imageUrl}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);

    const unsigned = body.imageUrl.split('?')[0];
    expect((await SELF.fetch(`${BASE}${unsigned}`)).status).toBe(404);
    expect((await SELF.fetch(`${BASE}${body.imageUrl}x`)).status).toBe(404);
  });

  it('refuses a signature moved onto another key (another user cannot reach the image)', async () => {
    const alice = await signUp();
    const bob = await signUp();
    const aliceUrl = (await json<{ imageUrl: string }>(await upload(alice.accessToken, PNG, 'image/png'))).imageUrl;
    const bobUrl = (await json<{ imageUrl: string }>(await upload(bob.accessToken, PNG, 'image/png'))).imageUrl;
    const [alicePath] = aliceUrl.split('?');
    const [, bobQuery] = bobUrl.split('?');
    expect((await SELF.fetch(`${BASE}${alicePath}?${bobQuery}`)).status).toBe(404);
  });

  it('replaces the previous image and deletes it', async () => {
    const account = await signUp();
    const first = (await json<{ imageUrl: string }>(await upload(account.accessToken, PNG, 'image/png'))).imageUrl;
    await upload(account.accessToken, PNG, 'image/png');
    const key = decodeURIComponent(first.split('?')[0]?.replace('/api/images/', '') ?? '');
    await expect.poll(async () => await env.IMAGES.head(key)).toBeNull();
  });

  it('checks the bytes, not the declared type: SVG is refused', async () => {
    const account = await signUp();
    const res = await upload(account.accessToken, SVG, 'image/png', 'avatar.png');
    expect(res.status).toBe(422);
    expect(await json(res)).toEqual({ code: 'validation', message: MESSAGES.imageType });
  });

  it('refuses images over 5 MB', async () => {
    const account = await signUp();
    const big = new Uint8Array(MAX_PROFILE_IMAGE_BYTES + 1);
    big.set(PNG);
    const res = await upload(account.accessToken, big, 'image/png');
    expect(res.status).toBe(413);
    expect((await json(res)).message).toBe(MESSAGES.imageTooLarge);
  });

  it('asks for an image when none is sent', async () => {
    const account = await signUp();
    const res = await SELF.fetch(`${BASE}/api/user/upload-profile-image`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${account.accessToken}` },
      body: new FormData(),
    });
    expect(res.status).toBe(422);
    expect((await json(res)).message).toBe(MESSAGES.imageRequired);
  });
});
