import * as v from 'valibot';
import { nameField } from './auth';

export const profileSchema = v.object({ name: nameField });
export const aboutSchema = v.object({
  about_you: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('This field is required'),
    v.maxLength(2000, 'Please keep it under 2,000 characters'),
  ),
});
