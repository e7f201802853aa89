import { useSubscriptionDetails } from '../../lib/use-subscription';
import { ProfileModal } from './profile-modal';

export function EditProfilePage() {
  const { data } = useSubscriptionDetails();
  return <ProfileModal subscription={data?.subscription ?? null} />;
}
