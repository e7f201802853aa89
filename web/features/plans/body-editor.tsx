import { Bold, Heading2, Italic, Link2, List, ListOrdered, Redo2, Undo2 } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { applyMarkdown, type MarkdownAction, type TextState } from './markdown-edits';
import type { useEditHistory } from './use-edit-history';

const MOD = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl+';

const TOOLS: { action: MarkdownAction; label: string; key?: string; icon: ReactNode }[] = [
  { action: 'bold', label: 'Bold', key: 'b', icon: <Bold aria-hidden className="size-4" /> },
  { action: 'italic', label: 'Italic', key: 'i', icon: <Italic aria-hidden className="size-4" /> },
  { action: 'heading', label: 'Heading', icon: <Heading2 aria-hidden className="size-4" /> },
  { action: 'list', label: 'Bulleted list', icon: <List aria-hidden className="size-4" /> },
  { action: 'numbered', label: 'Numbered list', icon: <ListOrdered aria-hidden className="size-4" /> },
  { action: 'link', label: 'Link', key: 'k', icon: <Link2 aria-hidden className="size-4" /> },
];

const toolClass =
  'rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-slate-100';

type BodyEditorProps = {
  value: string;
  onChange: (value: string) => void;
  history: ReturnType<typeof useEditHistory>;
  label: string;
  invalid: boolean;
  describedBy?: string | undefined;
};

export function BodyEditor({ value, onChange, history, label, invalid, describedBy }: BodyEditorProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const selection = useRef({ start: value.length, end: value.length });
  const pending = useRef<TextState | null>(null);

  // After a toolbar edit or an undo the caret goes where that change left it, once React set the value.
  useLayoutEffect(() => {
    const area = ref.current;
    if (!area || !pending.current || pending.current.value !== value) return;
    area.setSelectionRange(pending.current.start, pending.current.end);
    selection.current = { start: pending.current.start, end: pending.current.end };
    pending.current = null;
  }, [value]);

  const now = (): TextState => {
    const area = ref.current;
    return { value, start: area?.selectionStart ?? value.length, end: area?.selectionEnd ?? value.length };
  };
  const show = (next: TextState) => {
    pending.current = next;
    onChange(next.value);
    ref.current?.focus();
  };
  const act = (action: MarkdownAction) => {
    const before = now();
    history.record(before, 'action');
    show(applyMarkdown(before, action));
  };
  const undo = () => {
    const previous = history.undo(now());
    if (previous) show(previous);
  };
  const redo = () => {
    const next = history.redo(now());
    if (next) show(next);
  };

  // The browser's own undo (Edit menu, context menu) would skip the toolbar's edits: ours answers it.
  const latest = useRef({ undo, redo });
  latest.current = { undo, redo };
  useEffect(() => {
    const area = ref.current;
    const onBeforeInput = (event: InputEvent) => {
      if (event.inputType !== 'historyUndo' && event.inputType !== 'historyRedo') return;
      event.preventDefault();
      if (event.inputType === 'historyUndo') latest.current.undo();
      else latest.current.redo();
    };
    area?.addEventListener('beforeinput', onBeforeInput);
    return () => area?.removeEventListener('beforeinput', onBeforeInput);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const key = event.key.toLowerCase();
    const tool = TOOLS.find((t) => t.key === key);
    const run = tool
      ? () => act(tool.action)
      : key === 'z'
        ? event.shiftKey
          ? redo
          : undo
        : key === 'y'
          ? redo
          : null;
    if (!run) return;
    event.preventDefault();
    run();
  };

  return (
    <div
      className={`flex min-h-0 flex-1 flex-col rounded-lg border focus-within:border-blue-500 ${invalid ? 'border-red-500 dark:border-red-400' : 'border-slate-300 dark:border-slate-700'}`}
    >
      <div
        role="toolbar"
        aria-label="Formatting"
        aria-controls={id}
        className="flex flex-wrap items-center gap-0.5 border-b border-slate-200 p-1 dark:border-slate-800"
      >
        {TOOLS.map((tool) => {
          const hint = tool.key ? `${tool.label} (${MOD}${tool.key.toUpperCase()})` : tool.label;
          return (
            <button
              key={tool.action}
              type="button"
              onClick={() => act(tool.action)}
              aria-label={hint}
              title={hint}
              className={toolClass}
            >
              {tool.icon}
            </button>
          );
        })}
        <span aria-hidden className="mx-1 h-5 w-px bg-slate-200 dark:bg-slate-700" />
        <button
          type="button"
          onClick={undo}
          aria-label={`Undo (${MOD}Z)`}
          title={`Undo (${MOD}Z)`}
          className={toolClass}
        >
          <Undo2 aria-hidden className="size-4" />
        </button>
        <button
          type="button"
          onClick={redo}
          aria-label={`Redo (${MOD}Shift+Z)`}
          title={`Redo (${MOD}Shift+Z)`}
          className={toolClass}
        >
          <Redo2 aria-hidden className="size-4" />
        </button>
      </div>
      <textarea
        ref={ref}
        id={id}
        value={value}
        aria-label={label}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        spellCheck
        onKeyDown={onKeyDown}
        onSelect={(event) => {
          selection.current = { start: event.currentTarget.selectionStart, end: event.currentTarget.selectionEnd };
        }}
        onChange={(event) => {
          history.record({ value, ...selection.current }, 'typing');
          onChange(event.target.value);
        }}
        className="min-h-[50vh] w-full flex-1 resize-none rounded-b-lg bg-white p-3 font-mono text-sm leading-relaxed text-slate-900 focus:outline-none dark:bg-slate-900 dark:text-slate-100 lg:min-h-0"
      />
    </div>
  );
}
