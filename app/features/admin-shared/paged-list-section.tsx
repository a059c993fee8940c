import type { ComponentProps, ReactNode } from 'react';
import { ListSection } from './list-section';
import { ListState } from './list-state';
import { Pagination } from './pagination';

/**
 * A server-paged list under its count heading: the list's state (loading, failed, empty) in place
 * of the rows, else the rows and the page controls. `boxed`: drawn in one bordered panel.
 */
export function PagedListSection({
  headingId,
  title,
  boxed = false,
  query,
  what,
  emptyText,
  pagination,
  children,
}: Pick<ComponentProps<typeof ListSection>, 'headingId' | 'title' | 'boxed'> &
  Pick<ComponentProps<typeof ListState>, 'what' | 'emptyText'> & {
    query: ComponentProps<typeof ListState>['query'] & { data: { data: unknown[] } | undefined };
    pagination: ComponentProps<typeof Pagination>;
    children: ReactNode;
  }) {
  return (
    <ListSection headingId={headingId} title={title} boxed={boxed}>
      <ListState
        query={query}
        what={what}
        isEmpty={!query.data?.data.length}
        emptyText={emptyText}
        boxed={boxed}
      >
        {children}
        <Pagination {...pagination} />
      </ListState>
    </ListSection>
  );
}
