import type { Chapter } from '@contracts/chapter';
import { chapterResource } from '~/features/admin-chapters/chapter-api';
import { ChapterForm } from '~/features/admin-chapters/chapter-form-dialog';
import { ChapterRow } from '~/features/admin-chapters/chapter-row';
import { OrderedContentListPage } from '~/features/admin-shared/ordered-content-list-page';
import type { Route } from './+types/blood-message';

export const meta: Route.MetaFunction = () => [{ title: 'Blood Message Management | Blood & Mayhem Admin' }];

export default function BloodMessagePage() {
  return (
    <OrderedContentListPage<Chapter>
      title="Blood Message Management"
      description="The story chapters played in order on the Blood Message page."
      preview={{ href: '/blood-message', label: 'Preview Experience' }}
      resource={chapterResource}
      emptyText="No chapters yet. Add the first one!"
      Form={ChapterForm}
      formDescription="Subtitle, description and video path are required."
      deleteLabel={(chapter) => chapter.subtitle}
      itemLabel={(chapter) => chapter.subtitle}
      Row={ChapterRow}
    />
  );
}
