import * as v from 'valibot';

const requiredEmail = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Email is required'),
  v.maxLength(254, 'Invalid email address'),
);
export const emailField = v.pipe(requiredEmail, v.email('Invalid email address'), v.toLowerCase());
/** Sign-up is stricter: the top-level domain must be 2 to 4 letters. */
const signUpEmailField = v.pipe(
  requiredEmail,
  v.regex(/^[^\s@]+@[^\s@]+\.[a-zA-Z]{2,4}$/, 'Please enter a valid email'),
  v.toLowerCase(),
);

const PASSWORD_MAX = 128;
const loginPassword = v.pipe(
  v.string(),
  v.nonEmpty('Password is required'),
  v.minLength(6, 'Password must be at least 6 characters'),
  v.maxLength(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
);
export const newPasswordField = v.pipe(
  v.string(),
  v.nonEmpty('Password is required'),
  v.minLength(8, 'Password must be at least 8 characters long'),
  v.maxLength(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
);
export const nameField = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Name is required'),
  v.maxLength(100, 'Name must be at most 100 characters'),
);

export const loginSchema = v.object({ email: emailField, password: loginPassword });
export const signUpSchema = v.object({ name: nameField, email: signUpEmailField, password: newPasswordField });
export const forgotPasswordSchema = v.object({ email: emailField });

/** Confirmation and terms are checked in the browser only; the Worker gets `signUpSchema`. */
const confirmPassword = v.pipe(v.string(), v.nonEmpty('Confirm password is required'));
const MISMATCH = 'Passwords do not match';
export const signUpFormSchema = v.pipe(
  v.object({
    ...signUpSchema.entries,
    confirmPassword,
    terms: v.literal(true, "You must accept the company's terms and conditions to submit the form."),
  }),
  v.forward(
    v.partialCheck([['password'], ['confirmPassword']], (i) => i.password === i.confirmPassword, MISMATCH),
    ['confirmPassword'],
  ),
);
export const resetPasswordFormSchema = v.pipe(
  v.object({ password: newPasswordField, confirmPassword }),
  v.forward(
    v.partialCheck([['password'], ['confirmPassword']], (i) => i.password === i.confirmPassword, MISMATCH),
    ['confirmPassword'],
  ),
);

/** `noun` is 'code' on the verification screen and 'OTP' on the reset screen (SPEC.md section 5). */
export const otpMessage = (length: number, noun: 'code' | 'OTP' = 'code') =>
  `Please enter a valid ${length}-digit ${noun}.`;
const otpField = v.pipe(v.string(), v.regex(/^\d{4,8}$/, 'Please enter a valid code.'));

export const verifyOtpSchema = v.object({
  email: emailField,
  otp: otpField,
  /** The reset-code screen checks a reset code without using it up; without it, the code's own purpose decides. */
  purpose: v.optional(v.picklist(['verify_email', 'reset_password'])),
});
export const resetPasswordSchema = v.object({ email: emailField, otp: otpField, newPassword: newPasswordField });
export const refreshSchema = v.object({ refreshToken: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)) });
export const googleSchema = v.object({ credential: v.pipe(v.string(), v.nonEmpty(), v.maxLength(8192)) });
