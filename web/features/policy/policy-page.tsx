import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { secondaryButtonClass } from '../../components/styles';
import { ApiError, api, call } from '../../lib/api';
import { useApi } from '../../lib/swr';

/** SPEC.md sections 2 and 8: each policy's path, title and failure message. */
export const POLICIES = {
  terms: {
    path: '/api/policy/terms',
    title: 'Terms and Conditions',
    failed: 'Failed to fetch Terms and Conditions.',
  },
  privacy: {
    path: '/api/policy/privacy',
    title: 'Privacy Policy',
    failed: 'Failed to fetch Privacy Policy.',
  },
} as const;

export const NO_CONTENT = 'No content available.';

// The HTML arrives sanitised (rendered from markdown when the seed migration was built); these give it type.
const contentClass =
  'policy-content [&_a]:font-medium [&_a]:text-blue-700 [&_a]:underline dark:[&_a]:text-blue-300 [&_h1]:text-3xl [&_h1]:font-semibold [&_h1]:tracking-tight [&_h2]:mt-10 [&_h2]:text-xl [&_h2]:font-semibold [&_li]:mt-1.5 [&_p]:mt-4 [&_p]:leading-7 [&_table]:mt-4 [&_table]:w-full [&_table]:table-fixed [&_table]:text-sm [&_td]:border [&_td]:border-slate-200 [&_td]:p-1.5 [&_td]:align-top [&_td]:hyphens-auto [&_td]:[overflow-wrap:break-word] sm:[&_td]:p-2 dark:[&_td]:border-slate-700 [&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:p-1.5 sm:[&_th]:p-2 [&_th]:text-left dark:[&_th]:border-slate-700 dark:[&_th]:bg-slate-800 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ul]:leading-7';

/** /TermsAndConditions, /terms and /privacyAndPolicy: readable without signing in (PRODUCT.md). */
export function PolicyPage({ kind }: { kind: keyof typeof POLICIES }) {
  const { path, title, failed } = POLICIES[kind];
  const { data, error, isLoading, mutate } = useApi(path, () => call(api.api.policy[kind].$get()));
  const missing = error instanceof ApiError && error.status === 404;
  const content = data?.policy.content.trim();

  let body: ReactNode;
  if (isLoading) {
    body = (
      <p role="status" className="mt-6 flex items-center gap-2 text-slate-600 dark:text-slate-300">
        <LoaderCircle aria-hidden className="size-5 motion-safe:animate-spin" />
        Loading {title}...
      </p>
    );
  } else if (error && !missing) {
    body = (
      <div
        role="alert"
        className="mt-6 rounded-xl border border-red-200 bg-red-50 p-5 dark:border-red-900 dark:bg-red-950/40"
      >
        <p className="font-semibold text-red-800 dark:text-red-300">{failed}</p>
        <p className="mt-1 text-sm text-red-800 dark:text-red-300">
          {`Error fetching ${title}: ${error instanceof Error ? error.message : String(error)}`}
        </p>
        <button type="button" onClick={() => void mutate()} className={`${secondaryButtonClass} mt-4`}>
          Try again
        </button>
      </div>
    );
  } else if (!content) {
    body = <p className="mt-6 text-slate-600 dark:text-slate-300">{NO_CONTENT}</p>;
  }

  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      <title>{`${title} · AdWise`}</title>
      {body ? (
        <>
          <h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
          {body}
        </>
      ) : (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised when built (scripts/policies.ts), and only ever from our own database
        <div className={contentClass} dangerouslySetInnerHTML={{ __html: content ?? '' }} />
      )}
    </article>
  );
}

export const TermsPage = () => <PolicyPage kind="terms" />;
export const PrivacyPage = () => <PolicyPage kind="privacy" />;
