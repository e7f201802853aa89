import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../web/app/paths';
import { ATTACH_LABEL, NO_VISION } from '../../web/features/chat/image-notes';
import { CHATS, chatList, PLAN, trialPlan } from './chat-fixtures';
import { fakeApi } from './fake-api';
import { renderApp, signedInSession } from './render-app';

const INVITATION =
  'A screenshot of a report, an ad or a dashboard (PNG, JPEG, WebP or GIF, up to 10 MB), or a report’s CSV export (up to 2 MB)';

beforeEach(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() });
});

async function openNewChat(config: { vision: boolean; persona?: 'ads' | 'coach' }) {
  fakeApi({ [CHATS]: chatList([]), [PLAN]: trialPlan() }, config);
  await renderApp(paths.chat, signedInSession);
  const label = ATTACH_LABEL[config.persona ?? 'ads'];
  await waitFor(() => expect(screen.getByRole('button', { name: label })).toBeEnabled());
  const user = userEvent.setup();
  await user.upload(screen.getByTestId('chat-image-input'), new File(['png'], 'ad.png', { type: 'image/png' }));
  await screen.findByTestId('image-preview');
}

describe('images and a model without vision', () => {
  it('says before the upload that the assistant cannot read images, in the advertiser voice', async () => {
    await openNewChat({ vision: false });
    expect(screen.getByText(NO_VISION.ads.upload)).toBeInTheDocument();
    expect(screen.queryByText(INVITATION)).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'The assistant cannot read images yet: attach the report’s CSV export or paste the numbers instead.',
    );
    expect(screen.getByRole('button', { name: ATTACH_LABEL.ads })).toHaveAttribute('title', NO_VISION.ads.attach);
  });

  it("says the same in the coach's voice", async () => {
    await openNewChat({ vision: false, persona: 'coach' });
    expect(screen.getByText(NO_VISION.coach.upload)).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(NO_VISION.coach.note);
    expect(screen.getByRole('button', { name: ATTACH_LABEL.coach })).toHaveAttribute('title', NO_VISION.coach.attach);
  });

  it('keeps the invitation and adds no note when the model can see images', async () => {
    await openNewChat({ vision: true });
    expect(screen.getByText(INVITATION)).toBeInTheDocument();
    expect(screen.queryByText(NO_VISION.ads.upload)).not.toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: ATTACH_LABEL.ads })).toHaveAttribute('title', ATTACH_LABEL.ads);
  });
});
