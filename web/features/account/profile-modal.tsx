import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSWRConfig } from 'swr';
import { profileSchema } from '../../../worker/contract/user';
import { Modal } from '../../components/modal';
import { primaryButtonClass, secondaryButtonClass } from '../../components/styles';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../components/text-field';
import { ApiError } from '../../lib/api';
import { useSession } from '../../lib/session';
import { toastError, toastSuccess } from '../../lib/toasts';
import { useGoBack } from '../../lib/use-go-back';
import { useObjectUrl } from '../../lib/use-object-url';
import { AvatarPicker } from './avatar-picker';
import { PROFILE_KEY, updateProfileName, uploadProfileImage } from './profile-api';
import { SubscriptionDetails, type SubscriptionSummary } from './subscription-details';
import { useProfileRefresh } from './use-profile-refresh';

const SAVED = 'Profile updated successfully!';
const SAVE_FAILED = 'Failed to update profile. Please try again.';

/** A refusal the user can act on (an image too large, a name too long) is worth its own words. */
const saveFailure = (error: unknown) =>
  error instanceof ApiError && (error.code === 'payload_too_large' || error.code === 'validation')
    ? error.message
    : SAVE_FAILED;

/** /editProfile's 'Personal Information': view mode, then 'Edit Profile' makes name and picture editable. */
export function ProfileModal({ subscription = null }: { subscription?: SubscriptionSummary | null }) {
  useProfileRefresh();
  const goBack = useGoBack();
  const { mutate } = useSWRConfig();
  const user = useSession((s) => s.user);
  const updateUser = useSession((s) => s.updateUser);
  const [editing, setEditing] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const preview = useObjectUrl(file);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: valibotResolver(profileSchema), defaultValues: { name: user?.name ?? '' } });

  useEffect(() => {
    if (!editing) reset({ name: user?.name ?? '' });
  }, [editing, user?.name, reset]);

  const cancel = () => {
    setFile(null);
    setEditing(false);
  };

  const onSave = handleSubmit(async ({ name }) => {
    try {
      let { user: saved } = await updateProfileName(name);
      updateUser(saved);
      if (file) ({ user: saved } = await uploadProfileImage(file));
      updateUser(saved);
      void mutate(PROFILE_KEY, { user: saved }, { revalidate: false });
      toastSuccess(SAVED);
      setEditing(false);
    } catch (error) {
      toastError(saveFailure(error));
    } finally {
      // Success shows the saved picture; failure falls back to it.
      setFile(null);
    }
  });

  return (
    <Modal title="Personal Information" onClose={goBack}>
      <form onSubmit={onSave} noValidate className="flex flex-col gap-5">
        <AvatarPicker src={preview ?? user?.profileImage} editing={editing} onPick={setFile} />
        <TextField
          label="Full Name"
          autoComplete="name"
          readOnly={!editing}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField label="Email" type="email" value={user?.email ?? ''} readOnly />
        <SubscriptionDetails userRole={user?.role} subscription={subscription} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {editing && (
            <button type="button" onClick={cancel} disabled={isSubmitting} className={secondaryButtonClass}>
              Cancel
            </button>
          )}
          {editing ? (
            <SubmitButton key="save" busy={isSubmitting} label="Save" busyLabel="Saving..." />
          ) : (
            <button key="edit" type="button" onClick={() => setEditing(true)} className={primaryButtonClass}>
              Edit Profile
            </button>
          )}
        </div>
      </form>
    </Modal>
  );
}
