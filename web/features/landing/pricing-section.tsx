import { Link } from 'react-router';
import { PLANS } from '../../../worker/contract/plans';
import { paths } from '../../app/paths';
import { PlanCard } from '../../components/plan-card';
import { primaryButtonClass, secondaryButtonClass } from '../../components/styles';
import type { PersonaContent } from '../../content/persona';
import { selectSignedIn, useSession } from '../../lib/session';
import { Section } from './section';

/** SPEC.md's three plans: Free's button is disabled; the others lead to sign-up, or to /upgrade when signed in. */
export function PricingSection({ pricing }: { pricing: PersonaContent['pricing'] }) {
  const signedIn = useSession(selectSignedIn);
  return (
    <Section id="pricing" title={pricing.title} lead={pricing.lead} tone="tinted">
      <div className="mx-auto grid max-w-5xl gap-8 md:grid-cols-3">
        {PLANS.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            {...pricing.features[plan.id]}
            action={
              plan.amount === 0 ? (
                <button type="button" disabled className={secondaryButtonClass}>
                  Included free
                </button>
              ) : (
                <Link
                  to={signedIn ? paths.upgrade : paths.signUp}
                  aria-label={`${signedIn ? 'Upgrade to' : 'Start free trial of'} ${plan.name}`}
                  className={plan.badge ? primaryButtonClass : secondaryButtonClass}
                >
                  {signedIn ? 'Upgrade' : 'Start free trial'}
                </Link>
              )
            }
          />
        ))}
      </div>
    </Section>
  );
}
