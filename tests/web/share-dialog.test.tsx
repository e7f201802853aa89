import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { LINK_SHOWN_ONCE, ShareDialog } from '../../web/components/share-dialog';
import { Toaster } from '../../web/components/toaster';
import { useSession } from '../../web/lib/session';
import { type ApiCall, apiError, fakeApi, json } from './fake-api';
import { signedInSession } from './render-app';

const share = (id: string, extra: Record<string, unknown> = {}) => ({
  _id: id,
  kind: 'chat',
  targetId: 'c1',
  title: 'Budget pacing',
  showName: false,
  includeImages: false,
  createdAt: '2026-03-10T12:00:00.000Z',
  ...extra,
});

function renderDialog(kind: 'plan' | 'chat', answers = {}, persona = 'ads') {
  useSession.setState(signedInSession);
  const api = fakeApi({ 'GET /api/shares': json({ shares: [] }), ...answers }, { persona });
  const onClose = vi.fn();
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ShareDialog kind={kind} id={kind === 'plan' ? 'p1' : 'c1'} onClose={onClose} />
      <Toaster />
    </SWRConfig>,
  );
  return { api, onClose, user: userEvent.setup() };
}

describe('ShareDialog', () => {
  it("says what a link shares, in the persona's words, and offers images only for a chat", async () => {
    renderDialog('plan', {}, 'coach');
    const dialog = await screen.findByRole('dialog', { name: 'Share this session plan' });
    expect(dialog).toHaveTextContent(
      'Anyone with the link can read a snapshot of this session plan as it is now. Later edits are not shared.',
    );
    expect(within(dialog).getByRole('checkbox', { name: 'Show my name' })).not.toBeChecked();
    expect(within(dialog).queryByRole('checkbox', { name: 'Include images' })).toBeNull();
    expect(await within(dialog).findByText('No live links.')).toBeInTheDocument();
  });

  it('creates a link with the options chosen and shows its full URL once, with Copy', async () => {
    const { api, user } = renderDialog('chat', {
      'POST /api/shares': (call: ApiCall) =>
        json({ share: share('s1', call.body as Record<string, unknown>), token: 'tok', path: '/share/tok' }, 201),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Share this chat' });
    expect(within(dialog).getByRole('checkbox', { name: 'Include images' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Show my name' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Include images' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));

    const field = await within(dialog).findByRole('textbox', { name: 'Your new link' });
    expect(field).toHaveValue(`${location.origin}/share/tok`);
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveFocus();
    expect(dialog).toHaveTextContent(LINK_SHOWN_ONCE);
    expect(api.callsTo('POST', '/api/shares')[0]?.body).toEqual({
      kind: 'chat',
      id: 'c1',
      showName: true,
      includeImages: true,
    });
    const links = within(dialog).getByTestId('live-links');
    expect(links).toHaveTextContent('Shows your name · Images included');

    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/share/tok`);
    expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it("lists the item's live links and revokes one, which leaves the list", async () => {
    const { api, user } = renderDialog('chat', {
      'GET /api/shares': json({ shares: [share('s1'), share('s2', { showName: true })] }),
      'DELETE /api/shares/s1': json({ message: 'Link revoked.' }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Share this chat' });
    const links = await within(dialog).findByTestId('live-links');
    expect(api.callsTo('GET', '/api/shares')[0]?.search.toString()).toBe('kind=chat&id=c1');
    expect(within(links).getAllByRole('listitem')).toHaveLength(2);
    expect(links).toHaveTextContent('Created March 10, 2026');
    await user.click(within(links).getAllByRole('button', { name: /^Revoke/ })[0] as HTMLElement);
    await waitFor(() => expect(within(links).getAllByRole('listitem')).toHaveLength(1));
    expect(links).toHaveTextContent('Shows your name');
    expect(api.callsTo('DELETE', '/api/shares/s1')).toHaveLength(1);
  });

  it('stops showing the new link once it is revoked', async () => {
    const { user } = renderDialog('chat', {
      'POST /api/shares': json({ share: share('s9'), token: 'tok', path: '/share/tok' }, 201),
      'DELETE /api/shares/s9': json({ message: 'Link revoked.' }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Share this chat' });
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    await within(dialog).findByRole('textbox', { name: 'Your new link' });
    await user.click(within(dialog).getByRole('button', { name: /^Revoke/ }));
    expect(await within(dialog).findByText('No live links.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Your new link' })).toBeNull();
  });

  it("shows the server's message when a link cannot be created, and no link", async () => {
    const { user } = renderDialog('plan', { 'POST /api/shares': apiError(404, 'not_found', 'Plan not found.') });
    const dialog = await screen.findByRole('dialog', { name: 'Share this action plan' });
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText('Plan not found.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
  });

  it('closes on Escape', async () => {
    const { onClose, user } = renderDialog('chat');
    await screen.findByRole('dialog', { name: 'Share this chat' });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });
});
