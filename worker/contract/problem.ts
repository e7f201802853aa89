import * as v from 'valibot';
import { emailField } from './auth';

export const DESCRIPTION_MAX = 5000;

export const problemReportSchema = v.object({
  email: emailField,
  description: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Please describe your problem'),
    v.maxLength(DESCRIPTION_MAX, 'Please keep the description under 5,000 characters'),
  ),
});
