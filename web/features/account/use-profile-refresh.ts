import { useEffect } from 'react';
import { api, call } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useApi } from '../../lib/swr';
import { PROFILE_KEY } from './profile-api';

/** Refetches the profile on open and keeps the session's user (and its expiring image URL) current. */
export function useProfileRefresh() {
  const updateUser = useSession((s) => s.updateUser);
  const { data } = useApi(PROFILE_KEY, () => call(api.api.user.profile.$get()));
  useEffect(() => {
    if (data?.user) updateUser(data.user);
  }, [data, updateUser]);
}
