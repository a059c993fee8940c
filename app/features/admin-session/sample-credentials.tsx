import { authEndpoints } from '@contracts/endpoints/auth';
import { endpointKey } from '@contracts/endpoints/endpoint';
import { useQuery } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { fetchApi } from '~/lib/api-client';

/**
 * The demo super-admin login, printed only while the server says the default account still has
 * its default password outside production (docs/back-office-screens.md §2, Sign-in).
 */
export function SampleCredentials() {
  const { data } = useQuery({
    queryKey: endpointKey(authEndpoints.loginHints),
    queryFn: () => fetchApi(authEndpoints.loginHints),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  if (!data?.showSampleCredentials || !data.username || !data.password) return null;
  return (
    <section
      aria-labelledby="sample-credentials-title"
      className="mt-6 rounded-md border border-ink-600 bg-ink-850 px-4 py-3 text-sm text-bone-300"
    >
      <h2 id="sample-credentials-title" className="flex items-center gap-2 font-semibold text-bone-100">
        <KeyRound aria-hidden="true" className="size-4 text-ember-400" />
        Sample super admin login
      </h2>
      <p className="mt-2">
        Username: <span className="font-mono text-bone-50">{data.username}</span>
      </p>
      <p>
        Password: <span className="font-mono text-bone-50">{data.password}</span>
      </p>
      <p className="mt-2 text-xs text-bone-500">Change this password after your first sign-in.</p>
    </section>
  );
}
