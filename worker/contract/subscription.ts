import * as v from 'valibot';

export const checkoutSchema = v.object({
  packId: v.pipe(v.string('Choose a plan.'), v.trim(), v.nonEmpty('Choose a plan.'), v.maxLength(64)),
});
