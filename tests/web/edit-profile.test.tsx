import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../web/app/paths';
import { SubscriptionDetails } from '../../web/features/account/subscription-details';
import { useSession } from '../../web/lib/session';
import { apiError, deferred, fakeApi, json } from './fake-api';
import { renderApp, signedInSession } from './render-app';

const saved = {
  id: 'u1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  role: 'Free',
  emailVerified: true,
  profileImage: '/api/images/saved.png?sig=fresh',
  about_you: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const PROFILE = 'GET /api/user/profile';
const png = () => new File(['png'], 'me.png', { type: 'image/png' });
const avatar = () => screen.getByRole('img', { name: 'Profile' });
const imageInput = () => screen.getByTestId('profile-image-input');

beforeEach(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() });
});

async function openProfile(answers = {}, history: string[] = [paths.editProfile]) {
  const api = fakeApi({ [PROFILE]: json({ user: saved }), ...answers });
  const view = await renderApp(history, signedInSession);
  const dialog = await screen.findByRole('dialog', { name: 'Personal Information' });
  await waitFor(() => expect(avatar()).toHaveAttribute('src', saved.profileImage));
  return { ...view, api, dialog, user: userEvent.setup({ applyAccept: false }) };
}

describe('/editProfile', () => {
  it('opens as a modal over the app and refreshes the user (image URLs expire)', async () => {
    const { api, dialog } = await openProfile();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/user/profile')).toHaveLength(1);
    expect(useSession.getState().user?.profileImage).toBe(saved.profileImage);
  });

  it('shows name and e-mail read-only until Edit Profile, and no subscription for an unpaid user', async () => {
    const { user } = await openProfile();
    expect(screen.getByLabelText('Full Name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.queryByText('Subscription type')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change profile image' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByLabelText('Full Name')).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it("requires a name ('Name is required')", async () => {
    const { user, api } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.clear(screen.getByLabelText('Full Name'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/user/profile')).toHaveLength(0);
  });

  it("saves the name and a new picture, showing 'Saving...', then returns to view mode", async () => {
    const answer = deferred<Response>();
    const renamed = { ...saved, name: 'Ada King' };
    const { user, api } = await openProfile({
      'PUT /api/user/profile': () => answer.promise,
      'POST /api/user/upload-profile-image': json({
        message: 'Profile updated successfully!',
        imageUrl: '/api/images/new.png?sig=1',
        user: { ...renamed, profileImage: '/api/images/new.png?sig=1' },
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.clear(screen.getByLabelText('Full Name'));
    await user.type(screen.getByLabelText('Full Name'), 'Ada King');
    await user.upload(imageInput(), png());
    expect(avatar()).toHaveAttribute('src', 'blob:preview');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    answer.resolve(json({ message: 'Profile updated successfully!', user: renamed }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/user/profile')[0]?.body).toEqual({ name: 'Ada King' });
    const upload = api.callsTo('POST', '/api/user/upload-profile-image')[0]?.body as FormData;
    expect((upload.get('image') as File).name).toBe('me.png');
    expect(useSession.getState().user).toMatchObject({ name: 'Ada King', profileImage: '/api/images/new.png?sig=1' });
    expect(avatar()).toHaveAttribute('src', '/api/images/new.png?sig=1');
  });

  it('refuses a file that is not an image', async () => {
    const { user } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.upload(imageInput(), new File(['text'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Only image files are allowed.')).toBeInTheDocument();
    expect(avatar()).toHaveAttribute('src', saved.profileImage);
  });

  it('reverts the picture to the saved one when saving fails', async () => {
    const { user } = await openProfile({
      'PUT /api/user/profile': json({ message: 'Profile updated successfully!', user: saved }),
      'POST /api/user/upload-profile-image': apiError(500, 'internal', 'Something went wrong. Please try again.'),
    });
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.upload(imageInput(), png());
    expect(avatar()).toHaveAttribute('src', 'blob:preview');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Failed to update profile. Please try again.')).toBeInTheDocument();
    expect(avatar()).toHaveAttribute('src', saved.profileImage);
  });

  it('goes back one page on Close', async () => {
    const { router, dialog } = await openProfile({}, [paths.upgrade, paths.editProfile]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.upgrade));
  });

  it('goes to / on Escape when it was the first page opened', async () => {
    const { router } = await openProfile();
    fireEvent.keyDown(screen.getByLabelText('Full Name'), { key: 'Escape' });
    // '/' is a lazy screen: the modal leaves once it has loaded and rendered.
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(paths.chat);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});

describe('the subscription rows', () => {
  it("show the role and the expiry date in long US format for a paid plan, and nothing at '$0.00'", async () => {
    const { rerender } = render(
      <SubscriptionDetails userRole="Standard" subscription={{ amount: '$22.22', ends: '2026-01-05T12:00:00Z' }} />,
    );
    expect(screen.getByText('Subscription type').nextSibling).toHaveTextContent('Standard');
    expect(screen.getByText('Expiry date').nextSibling).toHaveTextContent('January 5, 2026');

    rerender(<SubscriptionDetails userRole={null} subscription={{ amount: '$22.22', ends: null }} />);
    expect(screen.getByText('Subscription type').nextSibling).toHaveTextContent('Free');
    expect(screen.getByText('Expiry date').nextSibling).toHaveTextContent('N/A');

    rerender(<SubscriptionDetails userRole="Free" subscription={{ amount: '$0.00', ends: null }} />);
    expect(screen.queryByText('Subscription type')).not.toBeInTheDocument();
  });
});
