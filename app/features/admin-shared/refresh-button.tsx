import { RefreshCw } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/cn';

/** Reloads a list from the server; it spins, and waits, while any load of that list runs. */
export function RefreshButton({ onRefresh, refreshing }: { onRefresh: () => void; refreshing: boolean }) {
  return (
    <Button variant="secondary" onClick={onRefresh} disabled={refreshing}>
      <RefreshCw aria-hidden="true" className={cn(refreshing && 'animate-spin')} /> Refresh
    </Button>
  );
}
