import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../web/app/paths';
import { ATTACH_LABEL } from '../../web/features/chat/image-notes';
import { MAX_CHAT_FILE_BYTES } from '../../worker/contract/chat';
import { MESSAGES } from '../../worker/contract/messages';
import {
  CHATS,
  chat,
  chatList,
  closeDialogs,
  freePlan,
  message,
  PLAN,
  SEND,
  sseStream,
  trialPlan,
} from './chat-fixtures';
import { fakeApi } from './fake-api';
import { renderApp, signedInSession } from './render-app';

beforeEach(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() });
});

afterEach(closeDialogs);

const REPORT = 'Campaign,Impr.,Clicks,Cost\nBrand,1000,50,25.00\n';
const csv = (size?: number, name = 'Campaigns Nov.csv') =>
  new File([size === undefined ? REPORT : new Uint8Array(size)], name, { type: 'text/csv' });

async function openNewChat(plan = trialPlan(), config = {}) {
  const sse = sseStream();
  const api = fakeApi({ [CHATS]: chatList([]), [PLAN]: plan, [SEND]: () => sse.response }, config);
  await renderApp(paths.chat, signedInSession);
  await waitFor(() => expect(screen.getByRole('button', { name: ATTACH_LABEL.ads })).toBeEnabled());
  return { api, sse, user: userEvent.setup({ applyAccept: false }), input: screen.getByTestId('chat-image-input') };
}

describe('attaching a .csv report', () => {
  it('shows a chip with the name and size, no image preview, and removes it', async () => {
    const { user, input } = await openNewChat();
    await user.upload(input, csv(3 * 1024));
    const chip = await screen.findByTestId('file-chip');
    expect(within(chip).getByText('Campaigns Nov.csv')).toBeInTheDocument();
    expect(within(chip).getByText('CSV report · 3.0 KB')).toBeInTheDocument();
    expect(screen.queryByTestId('image-preview')).not.toBeInTheDocument();
    await user.click(within(chip).getByRole('button', { name: 'Remove report' }));
    expect(screen.queryByTestId('file-chip')).not.toBeInTheDocument();
  });

  it('refuses a file over 2 MB with the server’s message, before sending anything', async () => {
    const { api, user, input } = await openNewChat();
    await user.upload(input, csv(MAX_CHAT_FILE_BYTES + 1));
    expect(await screen.findByText(MESSAGES.reportTooLarge)).toBeInTheDocument();
    expect(screen.queryByTestId('file-chip')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/chatbot/message')).toHaveLength(0);
  });

  it('replaces a chosen image with the report, and the report with an image: one attachment a message', async () => {
    const { user, input } = await openNewChat();
    await user.upload(input, new File(['png'], 'ad.png', { type: 'image/png' }));
    await screen.findByTestId('image-preview');
    await user.upload(input, csv());
    await screen.findByTestId('file-chip');
    expect(screen.queryByTestId('image-preview')).not.toBeInTheDocument();
  });

  it('sends the report alone as the form’s file, and the sent message offers it for download', async () => {
    const { api, sse, user, input } = await openNewChat();
    await user.upload(input, csv());
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    const form = api.callsTo('POST', '/api/chatbot/message')[0]?.body as FormData;
    expect((form.get('file') as File).name).toBe('Campaigns Nov.csv');
    expect(form.get('image')).toBeNull();
    expect(screen.queryByTestId('file-chip')).not.toBeInTheDocument();
    const sent = within(screen.getByTestId('user-message')).getByTestId('message-file');
    expect(sent).toHaveTextContent('Campaigns Nov.csv');

    const url = '/api/files/users/u/files/f.csv?expires=1&sig=s';
    const stored = message('User', '', { _id: 'u-1', file: { name: 'Campaigns Nov.csv', url } });
    sse.send('start', { chatId: 'n1', chat: chat('n1', 'Campaigns Nov.csv', stored.timestamp), userMessage: stored });
    const link = await screen.findByRole('link', { name: 'Download Campaigns Nov.csv' });
    expect(link).toHaveAttribute('href', url);
    expect(link).toHaveAttribute('download', 'Campaigns Nov.csv');
  });

  it('lets a Free user attach a report, but not an image', async () => {
    const { user, input } = await openNewChat(freePlan(3));
    expect(input).toHaveAttribute('accept', '.csv,text/csv');
    await user.upload(input, csv());
    await screen.findByTestId('file-chip');
    await user.upload(input, new File(['png'], 'ad.png', { type: 'image/png' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Subscription Required');
    expect(screen.queryByTestId('image-preview')).not.toBeInTheDocument();
  });

  it('offers the coach only images', async () => {
    fakeApi({ [CHATS]: chatList([]), [PLAN]: trialPlan() }, { persona: 'coach' });
    await renderApp(paths.chat, signedInSession);
    await waitFor(() => expect(screen.getByRole('button', { name: ATTACH_LABEL.coach })).toBeEnabled());
    const input = screen.getByTestId('chat-image-input');
    expect(input).toHaveAttribute('accept', 'image/*');
    await userEvent.setup({ applyAccept: false }).upload(input, csv());
    expect(await screen.findByText('Only image files are allowed.')).toBeInTheDocument();
    expect(screen.queryByTestId('file-chip')).not.toBeInTheDocument();
  });
});
