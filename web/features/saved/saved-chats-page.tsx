import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { SearchBox } from '../../components/search-box';
import { useSavedWorkWords } from '../../content/saved-work-words';
import { HighlightsList, PlansList, SavedChatsList } from './saved-lists';
import { panelId, SavedTabs, TABS, type Tab, tabId } from './saved-tabs';

const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/** /saved-chats: what the user kept, in three tabs (the tab in ?tab= survives a reload), each searchable. */
export function SavedChatsPage() {
  const words = useSavedWorkWords();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'chats';
  const [term, setTerm] = useState('');
  const select = (next: Tab) => {
    setTerm('');
    setParams(next === 'chats' ? {} : { tab: next }, { replace: true });
  };
  const searchLabel = {
    chats: 'Search saved chats',
    plans: `Search ${words.plans}`,
    highlights: `Search ${words.highlights}`,
  }[tab];
  const List = { chats: SavedChatsList, plans: PlansList, highlights: HighlightsList }[tab];

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-semibold">Saved chats</h1>
      <SavedTabs active={tab} onSelect={select} />
      <SearchBox value={term} onChange={setTerm} label={searchLabel} />
      <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
        <List term={term} words={words} />
      </div>
    </div>
  );
}
