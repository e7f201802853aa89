import { type Control, Controller } from 'react-hook-form';
import { FieldError } from '../../components/field-error';
import { OtpInput } from './otp-input';

type OtpFieldProps = { control: Control<{ otp: string[] }, unknown, { otp: string }>; length: number; label: string };

export function OtpField({ control, length, label }: OtpFieldProps) {
  return (
    <Controller
      control={control}
      name="otp"
      render={({ field, fieldState }) => (
        <div className="flex flex-col gap-2">
          <OtpInput
            length={length}
            label={label}
            value={field.value}
            onChange={field.onChange}
            invalid={Boolean(fieldState.error)}
            describedBy={fieldState.error ? 'otp-error' : undefined}
          />
          <FieldError id="otp-error" message={fieldState.error?.message} />
        </div>
      )}
    />
  );
}
