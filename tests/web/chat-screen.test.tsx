import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../web/app/paths';
import { BotReply, preloadMarkdown, STATUS_ROTATE_MS, STATUS_WORDS } from '../../web/features/chat/bot-reply';
import { ATTACH_LABEL } from '../../web/features/chat/image-notes';
import { MESSAGES } from '../../worker/contract/messages';
import { CHATS, chatHistory, chatList, freePlan, history, message, PLAN, SEND, trialPlan } from './chat-fixtures';
import { deferred, fakeApi } from './fake-api';
import { renderApp, signedInSession } from './render-app';

// The markdown renderer is a lazy chunk of some 200 modules: transformed once here, not inside a test's wait.
beforeAll(() => preloadMarkdown(), 60_000);

beforeEach(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() });
});

afterEach(() => {
  vi.useRealTimers();
});

async function openChat(chatId: string, messages: ReturnType<typeof message>[]) {
  const api = fakeApi({ [CHATS]: chatList([]), [history(chatId)]: chatHistory(chatId, messages) });
  const view = await renderApp(`/chat/${chatId}`, signedInSession);
  return { ...view, api, user: userEvent.setup() };
}

const messageList = () => screen.getByRole('list', { name: 'Messages' });

describe('the welcome panel at /', () => {
  it('greets, warns that advice comes from a robot, and offers a Free user the trial; images wait for a plan', async () => {
    fakeApi({ [CHATS]: chatList([]), [PLAN]: freePlan(3) });
    await renderApp(paths.chat, signedInSession);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/I am a robot, so verify my advice/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Start your 3-day free trial' })).toHaveAttribute(
      'href',
      paths.upgrade,
    );
    // A report's CSV export may be attached on every plan; a screenshot waits for one.
    const upload = screen.getByRole('button', { name: /Upload a screenshot or a CSV report/ });
    await waitFor(() => expect(upload).toBeEnabled());
    expect(upload).toHaveTextContent('Screenshots need a plan.');
    expect(screen.getByRole('button', { name: ATTACH_LABEL.ads })).toBeEnabled();
    expect(screen.getByTestId('chat-image-input')).toHaveAttribute('accept', '.csv,text/csv');
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute(
      'placeholder',
      'Type your message... (Enter to send, Shift+Enter for a new line)',
    );
  });

  it('opens the file chooser from the upload control for a paid user, with no trial notice', async () => {
    fakeApi({ [CHATS]: chatList([]), [PLAN]: trialPlan() });
    await renderApp(paths.chat, signedInSession);
    await waitFor(() => expect(screen.getByRole('button', { name: ATTACH_LABEL.ads })).toBeEnabled());
    expect(screen.queryByRole('link', { name: 'Start your 3-day free trial' })).not.toBeInTheDocument();
    expect(screen.queryByText('Start Your Free Trial')).not.toBeInTheDocument();
    const input = screen.getByTestId('chat-image-input');
    const click = vi.spyOn(input, 'click');
    await userEvent.click(await screen.findByRole('button', { name: /Upload a screenshot or a CSV report/ }));
    expect(click).toHaveBeenCalled();
  });
});

describe('the message list', () => {
  it('shows questions in bubbles with the avatar linking to the profile, and replies as sanitised markdown', async () => {
    await openChat('s1', [
      message('User', 'How do I pace my budget?'),
      message(
        'Bot',
        '## Pacing\n\nSpend **evenly**.\n\n- one\n- two\n\nSee [the guide](https://example.com/guide).\n\n<script>alert(1)</script>\n\n```\nbudget = 30\n```',
      ),
    ]);
    const question = await screen.findByText('How do I pace my budget?');
    expect(question).toHaveClass('bg-blue-600');
    expect(question.parentElement).toHaveClass('max-w-[70%]');
    expect(screen.getByRole('link', { name: 'Your profile' })).toHaveAttribute('href', paths.editProfile);

    expect(await screen.findByRole('heading', { name: 'Pacing' })).toBeInTheDocument();
    expect(screen.getByText('evenly').tagName).toBe('STRONG');
    expect(within(messageList()).getByText('two').tagName).toBe('LI');
    const link = screen.getByRole('link', { name: 'the guide' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText('budget = 30').closest('pre')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Copy reply' })).toBeInTheDocument();
  });

  it('shows an image above the text, and larger on a click', async () => {
    await openChat('s2', [message('User', 'What about this ad?', { image_url: '/api/images/ad.png?sig=1' })]);
    const thumb = await screen.findByRole('img', { name: 'Attached' });
    expect(thumb).toHaveClass('max-h-32');
    const bubble = screen.getByText('What about this ad?');
    expect(thumb.compareDocumentPosition(bubble) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'View image larger' }));
    expect(screen.getByRole('dialog', { name: 'Image' })).toHaveAttribute('open');
    expect(screen.getByRole('img', { name: 'Attached, full size' })).toHaveAttribute('src', '/api/images/ad.png?sig=1');
  });

  it('copies a reply', async () => {
    const { user } = await openChat('s3', [message('User', 'Hi'), message('Bot', 'Hello **there**')]);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(await screen.findByRole('button', { name: 'Copy reply' }));
    expect(writeText).toHaveBeenCalledWith('Hello **there**');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it("notes a stopped reply, and offers 'Retry' on one cut off", async () => {
    await openChat('s4', [
      message('User', 'One'),
      message('Bot', 'Half of it', { status: 'stopped' }),
      message('User', 'Two'),
      message('Bot', 'Cut', { status: 'incomplete' }),
    ]);
    expect(await screen.findByText('You stopped this reply.')).toBeInTheDocument();
    expect(screen.getByText('This reply was cut off before it finished.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(1);
  });

  it('shows a spinner while the history loads', async () => {
    const answer = deferred<Response>();
    fakeApi({ [CHATS]: chatList([]), [history('s5')]: () => answer.promise });
    await renderApp('/chat/s5', signedInSession);
    expect(screen.getByRole('status', { name: 'Loading messages' })).toBeInTheDocument();
    answer.resolve(chatHistory('s5', [message('User', 'Loaded')]));
    expect(await screen.findByText('Loaded')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading messages' })).not.toBeInTheDocument();
  });

  it('says so when the chat does not exist', async () => {
    fakeApi({ [CHATS]: chatList([]) });
    await renderApp('/chat/nope', signedInSession);
    expect(await screen.findByText(/This chat does not exist any more/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a new chat' })).toHaveAttribute('href', paths.chat);
  });
});

describe('the waiting words', () => {
  it('rotate every 1.5 s through the four words', () => {
    vi.useFakeTimers();
    render(<BotReply message={message('Bot', '', { status: 'streaming' })} state="live" />);
    const seen = [screen.getByRole('status').textContent];
    for (let i = 0; i < 4; i++) {
      act(() => vi.advanceTimersByTime(STATUS_ROTATE_MS));
      seen.push(screen.getByRole('status').textContent);
    }
    expect(seen).toEqual([...STATUS_WORDS, STATUS_WORDS[0]]);
  });
});

describe('the composer', () => {
  async function openNewChat() {
    const api = fakeApi({ [CHATS]: chatList([]), [SEND]: () => new Promise<Response>(() => {}) });
    await renderApp(paths.chat, signedInSession);
    const input = await screen.findByRole('textbox', { name: 'Message' });
    return { api, input, user: userEvent.setup() };
  }

  it('sends on Enter and adds a line on Shift+Enter', async () => {
    const { api, input, user } = await openNewChat();
    await user.type(input, 'First line{Shift>}{Enter}{/Shift}second line');
    expect(input).toHaveValue('First line\nsecond line');
    expect(api.callsTo('POST', '/api/chatbot/message')).toHaveLength(0);

    await user.type(input, '{Enter}');
    expect(api.callsTo('POST', '/api/chatbot/message')).toHaveLength(1);
    const form = api.callsTo('POST', '/api/chatbot/message')[0]?.body as FormData;
    expect(form.get('userMessage')).toBe('First line\nsecond line');
    expect(form.get('chatId')).toBeNull();
    expect(form.get('clientId')).toMatch(/^[\w-]{1,64}$/);
    expect(input).toHaveValue('');
  });

  it("refuses an empty message: 'Please enter a message or upload an image'", async () => {
    const { api, input, user } = await openNewChat();
    await user.type(input, '   {Enter}');
    expect(await screen.findByText('Please enter a message or upload an image')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(api.callsTo('POST', '/api/chatbot/message')).toHaveLength(0);
  });

  it('accepts only images and .csv reports, and clears the file input', async () => {
    const { api } = await openNewChat();
    const fileInput = screen.getByTestId('chat-image-input') as HTMLInputElement;
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput, new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(MESSAGES.attachmentType)).toBeInTheDocument();
    expect(fileInput.value).toBe('');
    expect(screen.queryByTestId('image-preview')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/chatbot/message')).toHaveLength(0);
  });

  it('previews the chosen image with its name and size in KB to one decimal, and removes it', async () => {
    const { user } = await openNewChat();
    const png = new File([new Uint8Array(1536)], 'campaign.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('chat-image-input'), png);
    const preview = await screen.findByTestId('image-preview');
    expect(within(preview).getByText('campaign.png')).toBeInTheDocument();
    expect(within(preview).getByText('1.5 KB')).toBeInTheDocument();
    await user.click(within(preview).getByRole('button', { name: 'Remove image' }));
    expect(screen.queryByTestId('image-preview')).not.toBeInTheDocument();
  });

  it('sends an image alone, shown at once from its local preview', async () => {
    const { api, user } = await openNewChat();
    await user.upload(screen.getByTestId('chat-image-input'), new File(['png'], 'ad.png', { type: 'image/png' }));
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    const form = api.callsTo('POST', '/api/chatbot/message')[0]?.body as FormData;
    expect((form.get('image') as File).name).toBe('ad.png');
    expect(within(messageList()).getByRole('img', { name: 'Attached' })).toHaveAttribute('src', 'blob:preview');
    expect(screen.queryByTestId('image-preview')).not.toBeInTheDocument();
  });
});
