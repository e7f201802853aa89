import { Link } from 'react-router';
import { paths } from '../app/paths';

export const APP_NAME = 'AdWise';

export function Logo() {
  return (
    <Link to={paths.home} className="flex items-center gap-2 rounded-md font-semibold tracking-tight">
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <span className="text-lg">{APP_NAME}</span>
    </Link>
  );
}
