import { api, call } from '../../lib/api';

/** SWR key of the profile, refetched whenever the profile opens (image URLs expire). */
export const PROFILE_KEY = '/api/user/profile';

export function updateProfileName(name: string) {
  return call(api.api.user.profile.$put({ json: { name } }));
}

/** Multipart upload of the field `image`; the response carries the user with a fresh image URL. */
export function uploadProfileImage(file: File) {
  const form = new FormData();
  form.append('image', file);
  return call(api.api.user['upload-profile-image'].$post(undefined, { init: { body: form } }));
}

export type ProfileBody = Awaited<ReturnType<typeof updateProfileName>>;
