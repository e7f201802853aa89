import { useSubscriptionDetails } from '../../lib/use-subscription';
import { ProfileModal } from './profile-modal';

/** /editProfile with the user's plan from `GET api/subscription/details`. */
export function EditProfilePage() {
  const { data } = useSubscriptionDetails();
  return <ProfileModal subscription={data?.subscription ?? null} />;
}
