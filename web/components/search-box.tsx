import { Search, X } from 'lucide-react';

type SearchBoxProps = { value: string; onChange: (term: string) => void; label: string };

export function SearchBox({ value, onChange, label }: SearchBoxProps) {
  return (
    <div className="relative">
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
      />
      <input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => event.key === 'Escape' && value && onChange('')}
        placeholder={`${label}...`}
        aria-label={label}
        className="w-full rounded-lg border border-slate-300 bg-white py-2 pr-9 pl-9 text-sm placeholder:text-slate-500 dark:border-slate-700 dark:bg-slate-950 dark:placeholder:text-slate-400 [&::-webkit-search-cancel-button]:hidden"
      />
      {value && (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label="Clear search"
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
        >
          <X aria-hidden className="size-4" />
        </button>
      )}
    </div>
  );
}
