import { Link } from 'react-router';
import { Spinner } from '~/components/ui/spinner';

/** The loading state of the roster and detail screens ('Loading fighters...', 'Loading fighter...'). */
export function FighterLoading({ label }: { label: string }) {
  return (
    <div className="flex min-h-[50vh] flex-1 items-center justify-center px-6">
      <Spinner label={label} className="font-display tracking-wider" />
    </div>
  );
}

/** 'Error: ' plus the message, then the roster's hint or the detail page's way back. */
export function FighterError({ message, backToRoster = false }: { message: string; backToRoster?: boolean }) {
  return (
    <div
      role="alert"
      className="flex min-h-[50vh] flex-1 flex-col items-center justify-center gap-3 px-6 text-center"
    >
      <p className="font-display text-2xl font-bold text-blood-400">Error: {message}</p>
      {backToRoster ? (
        <Link
          to="/fighters"
          className="mt-4 inline-flex h-11 items-center rounded-sm bg-blood-600 px-6 font-display text-sm font-bold tracking-[0.16em] text-bone-50 transition-colors hover:bg-blood-500"
        >
          Back to Fighters
        </Link>
      ) : (
        <p className="text-bone-300">Please try refreshing the page.</p>
      )}
    </div>
  );
}
