import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { Accordion } from '../../components/accordion';
import { Modal } from '../../components/modal';
import { linkClass } from '../../components/styles';
import { usePersonaContent } from '../../content/use-persona-content';
import { useGoBack } from '../../lib/use-go-back';

/** /faq: the persona's questions, one answer open at a time. */
export function FaqPage() {
  const content = usePersonaContent();
  const goBack = useGoBack();
  return (
    <Modal title="FAQ" onClose={goBack}>
      {content ? (
        <div className="flex max-h-[65dvh] flex-col gap-4 overflow-y-auto">
          <Accordion items={content.faq.items} />
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Still stuck?{' '}
            <Link to={paths.helpAndSupport} className={linkClass}>
              Contact support
            </Link>
          </p>
        </div>
      ) : (
        <p role="status" className="py-8 text-center text-slate-600 dark:text-slate-300">
          Loading questions...
        </p>
      )}
    </Modal>
  );
}
