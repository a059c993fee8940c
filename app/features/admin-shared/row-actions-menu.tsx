import { MoreHorizontal, Star, StarOff } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Button } from '~/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu';

/**
 * A table row's or card's actions, behind a "…" button named after the row ("Actions for Kael").
 * Not modal: a modal menu hides the page with aria-hidden while its buttons stay focusable. `title`
 * gives the button a tooltip where its purpose is not obvious from the row.
 */
export function RowActionsMenu({
  label,
  children,
  ...trigger
}: {
  label: string;
  children: ReactNode;
} & Pick<ComponentProps<typeof Button>, 'title' | 'disabled'>) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={label} {...trigger}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>{children}</DropdownMenuContent>
    </DropdownMenu>
  );
}

/** "Mark as Featured" or "Remove from Featured", as the row is now. */
export function FeaturedToggleItem({ featured, onSelect }: { featured: boolean; onSelect: () => void }) {
  return (
    <DropdownMenuItem onSelect={onSelect}>
      {featured ? <StarOff aria-hidden="true" /> : <Star aria-hidden="true" />}
      {featured ? 'Remove from Featured' : 'Mark as Featured'}
    </DropdownMenuItem>
  );
}
