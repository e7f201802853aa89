/** SPEC.md strings used by more than one screen of the auth feature. */
export const EMAIL_NOT_FOUND = 'Email not found. Please try again.';
export const CONGRATULATIONS = 'Congratulations!';
export const PASSWORD_UPDATED = 'Your password has been updated, please change your password regularly';
