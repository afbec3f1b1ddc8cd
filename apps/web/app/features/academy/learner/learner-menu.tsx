import CircleUser from 'lucide-react/icons/circle-user';
import LogOut from 'lucide-react/icons/log-out';
import Settings from 'lucide-react/icons/settings';
import { Link, useNavigate } from 'react-router';
import { signOut, useCredential } from './session';

/** In the site header while a learner is signed in: who, a way to their courses, sign out. */
export function LearnerMenu() {
  const credential = useCredential();
  const navigate = useNavigate();
  if (!credential) return null;
  return (
    <div className="flex items-center gap-1" data-testid="learner-menu">
      <Link
        to="/all-courses"
        className="inline-flex h-10 max-w-[12rem] items-center gap-2 rounded-full px-3 text-sm font-semibold text-brand-950 hover:bg-brand-50"
      >
        <CircleUser className="size-5 shrink-0" aria-hidden="true" />
        <span className="truncate max-sm:sr-only">
          <span className="sr-only">Signed in as </span>
          {credential.user.userName}
        </span>
      </Link>
      <Link
        to="/academy-account"
        className="inline-flex size-10 items-center justify-center rounded-full text-brand-950 hover:bg-brand-50"
        aria-label="My academy account"
        title="My account"
      >
        <Settings className="size-5" aria-hidden="true" />
      </Link>
      <button
        type="button"
        onClick={() => {
          void signOut().then(() => navigate('/academy-sign-in'));
        }}
        className="inline-flex size-10 items-center justify-center rounded-full text-brand-950 hover:bg-brand-50"
        aria-label="Sign out of the academy"
        title="Sign out"
      >
        <LogOut className="size-5" aria-hidden="true" />
      </button>
    </div>
  );
}
