import { useEffect } from 'react';
import { useSession } from '../../lib/session';
import { useApi } from '../../lib/swr';
import { PROFILE_KEY, type ProfileBody } from './profile-api';

/** Refetches the profile on open and keeps the session's user (and its expiring image URL) current. */
export function useProfileRefresh() {
  const updateUser = useSession((s) => s.updateUser);
  const { data } = useApi<Pick<ProfileBody, 'user'>>(PROFILE_KEY);
  useEffect(() => {
    if (data?.user) updateUser(data.user);
  }, [data, updateUser]);
}
