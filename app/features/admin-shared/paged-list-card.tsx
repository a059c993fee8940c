import type { ComponentProps, ReactNode } from 'react';
import { Card, CardHeader, CardTitle } from '~/components/ui/card';
import { Pagination } from './pagination';

/** A server-paged list in a card: its count as the title, its toolbar, the list and the page controls. */
export function PagedListCard({
  title,
  toolbar,
  pagination,
  children,
}: {
  title: ReactNode;
  toolbar: ReactNode;
  pagination: ComponentProps<typeof Pagination>;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="gap-4">
        <CardTitle>{title}</CardTitle>
        {toolbar}
      </CardHeader>
      {children}
      <Pagination {...pagination} />
    </Card>
  );
}
