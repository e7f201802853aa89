import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../web/lib/api';
import { downloadFile, fileNameFrom } from '../../web/lib/download';
import { useSession } from '../../web/lib/session';
import { apiError, fakeApi } from './fake-api';

const markdown = (text: string, disposition?: string) =>
  new Response(text, {
    headers: {
      'content-type': 'text/markdown; charset=utf-8',
      ...(disposition ? { 'content-disposition': disposition } : {}),
    },
  });

/** Captures the link a download clicks, with the Blob it pointed at. */
function captureDownloads() {
  const blobs = new Map<string, Blob>();
  let n = 0;
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      const url = `blob:download-${++n}`;
      blobs.set(url, blob);
      return url;
    }),
    revokeObjectURL: vi.fn(),
  });
  const clicked: { name: string; blob: Blob | undefined; attached: boolean }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ name: this.download, blob: blobs.get(this.href), attached: this.isConnected });
  });
  return clicked;
}

describe('fileNameFrom', () => {
  it('reads a quoted, a bare and an encoded file name, the encoded one first', () => {
    expect(fileNameFrom('attachment; filename="pacing-plan.md"')).toBe('pacing-plan.md');
    expect(fileNameFrom('attachment; filename=plan.md')).toBe('plan.md');
    expect(fileNameFrom(`attachment; filename="plan.md"; filename*=UTF-8''caf%C3%A9-plan.md`)).toBe('café-plan.md');
    expect(fileNameFrom('attachment')).toBeNull();
    expect(fileNameFrom(null)).toBeNull();
  });
});

describe('downloadFile', () => {
  it('fetches with the bearer and saves the answer under the name the server gives', async () => {
    useSession.setState({ accessToken: 'access-token', refreshToken: 'refresh-token' });
    const api = fakeApi({
      'GET /api/plans/p1/export': markdown('# Pacing\n\nSpend evenly.', 'attachment; filename="pacing.md"'),
    });
    const clicked = captureDownloads();
    await downloadFile('/api/plans/p1/export', 'plan.md');
    expect(api.callsTo('GET', '/api/plans/p1/export')[0]?.headers.get('authorization')).toBe('Bearer access-token');
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.name).toBe('pacing.md');
    expect(clicked[0]?.attached).toBe(true);
    expect(await clicked[0]?.blob?.text()).toBe('# Pacing\n\nSpend evenly.');
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('uses the fallback name when the server names no file', async () => {
    fakeApi({ 'GET /api/plans/p1/export': markdown('# Plan') });
    const clicked = captureDownloads();
    await downloadFile('/api/plans/p1/export', 'plan.md');
    expect(clicked[0]?.name).toBe('plan.md');
  });

  it('throws the API error and downloads nothing when the call fails', async () => {
    fakeApi({ 'GET /api/plans/p1/export': apiError(404, 'not_found', 'Plan not found.') });
    const clicked = captureDownloads();
    await expect(downloadFile('/api/plans/p1/export', 'plan.md')).rejects.toBeInstanceOf(ApiError);
    expect(clicked).toHaveLength(0);
  });
});
