import { PartyPopper } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { Modal } from '../../components/modal';
import { primaryButtonClass } from '../../components/styles';
import { useGoBack } from '../../lib/use-go-back';
import { CONGRATULATIONS, PASSWORD_UPDATED } from './auth-messages';

/** After a password reset: 'Login' goes to /login; closing returns to the previous page or /. */
export function CongratulationsModal() {
  const goBack = useGoBack();
  return (
    <Modal title={CONGRATULATIONS} onClose={goBack}>
      <div className="flex flex-col items-center gap-4 text-center">
        <PartyPopper aria-hidden className="size-12 text-blue-600" />
        <p className="text-slate-600 dark:text-slate-300">{PASSWORD_UPDATED}</p>
        <Link to={paths.login} replace className={`${primaryButtonClass} w-full`}>
          Login
        </Link>
      </div>
    </Modal>
  );
}
