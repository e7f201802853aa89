import { Camera, UserRound } from 'lucide-react';
import { type ChangeEvent, useRef } from 'react';
import { INPUT_ERROR_MS, toastError } from '../../lib/toasts';

const ONLY_IMAGES = 'Only image files are allowed.';

type AvatarPickerProps = { src: string | null | undefined; editing: boolean; onPick: (file: File) => void };

export function AvatarPicker({ src, editing, onPick }: AvatarPickerProps) {
  const input = useRef<HTMLInputElement>(null);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) toastError(ONLY_IMAGES, INPUT_ERROR_MS);
    else onPick(file);
  };

  const picture = src ? (
    <img src={src} alt="Profile" className="size-24 rounded-full object-cover" />
  ) : (
    <span className="flex size-24 items-center justify-center rounded-full bg-slate-200 dark:bg-slate-700">
      <UserRound aria-hidden className="size-12 text-slate-500 dark:text-slate-300" />
    </span>
  );

  if (!editing) return <div className="flex justify-center">{picture}</div>;
  return (
    <div className="flex justify-center">
      <button
        type="button"
        onClick={() => input.current?.click()}
        aria-label="Change profile image"
        className="group relative rounded-full"
      >
        {picture}
        <span className="absolute right-0 bottom-0 flex size-8 items-center justify-center rounded-full border-2 border-white bg-blue-600 text-white group-hover:bg-blue-700 dark:border-slate-900">
          <Camera aria-hidden className="size-4" />
        </span>
      </button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        onChange={onChange}
        data-testid="profile-image-input"
        className="hidden"
        tabIndex={-1}
        aria-hidden
      />
    </div>
  );
}
