import { useMemo } from 'react';
import useSWRInfinite from 'swr/infinite';
import { paths } from '../../app/paths';
import type { SavedWorkWords } from '../../content/saved-work-words';
import { useApi } from '../../lib/swr';
import { HIGHLIGHTS_KEY, PLANS_KEY, readHighlights, readPlans, readSavedChatPage, savedChatPageKey } from './saved-api';
import { Loading, matches, Notice, SavedList, SavedRow } from './saved-row';
import { useSentinel } from './use-sentinel';

type ListProps = { term: string; words: SavedWorkWords };

const LOAD_FAILED = 'Could not load this list. Please try again.';
const newestFirst = (a: string, b: string) => Date.parse(b) - Date.parse(a);

export function SavedChatsList({ term }: ListProps) {
  const { data, error, isLoading, size, setSize } = useSWRInfinite(savedChatPageKey, readSavedChatPage, {
    revalidateOnFocus: false,
    revalidateFirstPage: false,
  });
  const chats = useMemo(() => data?.flatMap((page) => page.chatHistories) ?? [], [data]);
  const hasMore = Boolean(data?.at(-1)?.nextCursor);
  const sentinel = useSentinel(hasMore && size === (data?.length ?? 0), () => void setSize(size + 1));
  if (error) return <Notice>{LOAD_FAILED}</Notice>;
  if (isLoading) return <Loading label="Loading saved chats" />;
  if (chats.length === 0)
    return <Notice>No saved chats yet. Open a chat's menu in the sidebar and choose Save.</Notice>;
  const shown = chats.filter((chat) => matches(term, chat.chat_name || 'Untitled Chat'));
  return (
    <>
      {shown.length === 0 ? (
        <Notice>No matching saved chats.</Notice>
      ) : (
        <SavedList label="Saved chats">
          {shown.map((chat) => (
            <SavedRow
              key={chat._id}
              to={paths.chatById(chat._id)}
              title={chat.chat_name || 'Untitled Chat'}
              date={chat.timestamp}
            />
          ))}
        </SavedList>
      )}
      {hasMore && <div ref={sentinel} className="h-px" />}
    </>
  );
}

export function PlansList({ term, words }: ListProps) {
  const { data, error } = useApi(PLANS_KEY, readPlans);
  const plans = useMemo(() => data?.toSorted((a, b) => newestFirst(a.updatedAt, b.updatedAt)), [data]);
  if (error) return <Notice>{LOAD_FAILED}</Notice>;
  if (!plans) return <Loading label={`Loading ${words.plans}`} />;
  if (plans.length === 0) return <Notice>No {words.plans} yet. Under any reply, choose Save as plan.</Notice>;
  const shown = plans.filter((plan) => matches(term, plan.title, plan.excerpt));
  if (shown.length === 0) return <Notice>No matching {words.plans}.</Notice>;
  return (
    <SavedList label={capitalise(words.plans)}>
      {shown.map((plan) => (
        <SavedRow key={plan._id} to={paths.chatEditorPlan(plan._id)} title={plan.title} date={plan.updatedAt}>
          {plan.excerpt && (
            <span className="mt-0.5 line-clamp-2 block text-sm text-slate-600 dark:text-slate-300">{plan.excerpt}</span>
          )}
        </SavedRow>
      ))}
    </SavedList>
  );
}

export function HighlightsList({ term, words }: ListProps) {
  const { data, error } = useApi(HIGHLIGHTS_KEY, readHighlights);
  const highlights = useMemo(() => data?.toSorted((a, b) => newestFirst(a.createdAt, b.createdAt)), [data]);
  if (error) return <Notice>{LOAD_FAILED}</Notice>;
  if (!highlights) return <Loading label={`Loading ${words.highlights}`} />;
  if (highlights.length === 0)
    return <Notice>No {words.highlights} yet. Select a passage of a reply and choose Highlight.</Notice>;
  const shown = highlights.filter((h) => matches(term, h.quote, h.chatName));
  if (shown.length === 0) return <Notice>No matching {words.highlights}.</Notice>;
  return (
    <SavedList label={capitalise(words.highlights)}>
      {shown.map((highlight) => (
        <SavedRow
          key={highlight._id}
          to={`${paths.chatById(highlight.chatId)}?highlight=${encodeURIComponent(highlight._id)}`}
          title={
            <span className="line-clamp-3 border-l-4 border-amber-400 pl-3 font-normal italic">{highlight.quote}</span>
          }
          date={highlight.createdAt}
        >
          <span className="mt-1 block text-sm text-slate-600 dark:text-slate-300">
            From {highlight.chatName || 'Untitled Chat'}
          </span>
        </SavedRow>
      ))}
    </SavedList>
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
