import { Loader2 } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { APP_NAME, Logo } from '../../components/logo';
import { MarkdownBlocks } from '../../components/markdown/markdown-blocks';
import { NotFound } from '../../components/not-found';
import { formatLongDate } from '../../lib/format-date';
import { useApi } from '../../lib/swr';
import { useDocumentMeta, useNoIndex } from '../../lib/use-document-meta';
import { publicShareKey, readPublicShare } from './share-api';
import { SharedMessages } from './shared-messages';

/** /share/:token: the read-only snapshot of a plan or a chat behind a share link; no account, no app frame. */
export function SharePage() {
  const token = useParams().token ?? '';
  useNoIndex();
  const { data: share, error } = useApi(publicShareKey(token), () => readPublicShare(token));
  const title = share?.title;
  useDocumentMeta(
    useMemo(
      () =>
        title === undefined
          ? undefined
          : {
              title: `${title || 'Untitled Chat'} · ${APP_NAME}`,
              description: `A read-only snapshot shared from ${APP_NAME}.`,
            },
      [title],
    ),
  );
  if (share === null) return <NotFound />;

  let body: ReactNode;
  if (error) body = <p className="py-16 text-center text-slate-600 dark:text-slate-400">{error.message}</p>;
  else if (!share)
    body = (
      <div className="flex justify-center py-24" role="status" aria-label="Loading">
        <Loader2 aria-hidden className="size-8 animate-spin text-blue-600" />
      </div>
    );
  else
    body = (
      <article className="flex flex-col gap-6">
        <div className="flex flex-col gap-1 border-b border-slate-200 pb-4 dark:border-slate-800">
          <h1 className="text-2xl font-semibold break-words sm:text-3xl">{share.title || 'Untitled Chat'}</h1>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {share.ownerName && <>Shared by {share.ownerName} · </>}
            Snapshot of {formatLongDate(share.createdAt)}
          </p>
        </div>
        {share.plan && <MarkdownBlocks text={share.plan.body} />}
        {share.chat && <SharedMessages messages={share.chat.messages} />}
      </article>
    );

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-slate-200 dark:border-slate-800">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <Logo />
          <Link
            to={paths.signUp}
            className="rounded-lg bg-blue-600 px-4 py-2 text-sm font-medium text-white hover:bg-blue-700"
          >
            Try it free
          </Link>
        </div>
      </header>
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:px-6">{body}</main>
      <footer className="mx-auto w-full max-w-3xl px-4 pb-8 text-xs text-slate-500 sm:px-6 dark:text-slate-400">
        A read-only snapshot: later changes are not shown here.
      </footer>
    </div>
  );
}
