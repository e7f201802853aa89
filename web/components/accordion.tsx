import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';

type AccordionItem = { question: string; answer: string };

/** Questions that open one at a time: opening one closes the one before. */
export function Accordion({ items, headingLevel = 3 }: { items: readonly AccordionItem[]; headingLevel?: 2 | 3 }) {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
      {items.map((item, index) => {
        const expanded = open === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={item.question}>
            <Heading>
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium hover:bg-slate-50 dark:hover:bg-slate-800/60"
              >
                <span>{item.question}</span>
                <ChevronDown
                  aria-hidden
                  className={`size-5 shrink-0 text-slate-500 motion-safe:transition-transform dark:text-slate-400 ${expanded ? 'rotate-180' : ''}`}
                />
              </button>
            </Heading>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="px-5 pb-5 text-slate-600 dark:text-slate-300"
            >
              {item.answer}
            </section>
          </div>
        );
      })}
    </div>
  );
}
