import type { ComponentType } from 'react';
import { type ContentListPageProps, ContentListPage } from './content-list-page';
import type { OrderedItemRowProps } from './ordered-row';

type Move<T> = (items: readonly T[], index: number, direction: -1 | 1) => void;

/**
 * The ContentListPage of hand-ordered content (chapters, FAQs): the items in their order, each drawn
 * by `Row` with its move up/down, saved through the resource's reorder (content-resource.ts).
 */
export function OrderedContentListPage<T extends { id: number }>({
  resource,
  Row,
  ...page
}: Omit<ContentListPageProps<T>, 'children'> & {
  resource: ContentListPageProps<T>['resource'] & { useMove: () => Move<T> };
  Row: ComponentType<OrderedItemRowProps<T>>;
}) {
  const move = resource.useMove();

  return (
    <ContentListPage<T> {...page} resource={resource}>
      {(items, { edit, askDelete, translations }) => (
        <ol className="flex flex-col gap-3">
          {items.map((item, index) => (
            <Row
              key={item.id}
              item={item}
              first={index === 0}
              last={index === items.length - 1}
              onMove={(direction) => move(items, index, direction)}
              onEdit={() => edit(item)}
              onDelete={() => askDelete(item)}
              translations={translations(item)}
            />
          ))}
        </ol>
      )}
    </ContentListPage>
  );
}
