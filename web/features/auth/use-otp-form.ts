import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { otpMessage } from '../../../worker/contract/auth';
import { useAppConfig } from '../../lib/app-config';

export const DEFAULT_OTP_LENGTH = 6;

const emptyCode = (length: number) => Array.from({ length }, () => '');

/** A code form whose length comes from the server; `noun` picks SPEC.md's 'code' or 'OTP' wording. */
export function useOtpForm(noun: 'code' | 'OTP') {
  const length = useAppConfig()?.otpLength ?? DEFAULT_OTP_LENGTH;
  const schema = useMemo(
    () =>
      v.object({
        otp: v.pipe(
          v.array(v.string()),
          v.transform((digits) => digits.join('')),
          v.regex(new RegExp(`^\\d{${length}}$`), otpMessage(length, noun)),
        ),
      }),
    [length, noun],
  );
  const form = useForm({ resolver: valibotResolver(schema), defaultValues: { otp: emptyCode(length) } });
  const { reset } = form;

  useEffect(() => reset({ otp: emptyCode(length) }), [length, reset]);

  return { form, length };
}
