import * as v from 'valibot';

/** `POST api/subscription/stripe-session`: the package to buy. */
export const checkoutSchema = v.object({
  packId: v.pipe(v.string('Choose a plan.'), v.trim(), v.nonEmpty('Choose a plan.'), v.maxLength(64)),
});
