import { ProfileModal } from './profile-modal';

/** There is no subscription API yet, so every user shows as unpaid. */
export function EditProfilePage() {
  return <ProfileModal subscription={null} />;
}
