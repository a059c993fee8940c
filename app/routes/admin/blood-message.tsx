import type { Chapter } from '@contracts/chapter';
import { chapterNames, chapterResource } from '~/features/admin-chapters/chapter-api';
import { ChapterForm } from '~/features/admin-chapters/chapter-form-dialog';
import { ChapterRow } from '~/features/admin-chapters/chapter-row';
import { ContentListPage } from '~/features/admin-shared/content-list-page';
import type { Route } from './+types/blood-message';

export const meta: Route.MetaFunction = () => [{ title: 'Blood Message Management | Blood & Mayhem Admin' }];

export default function BloodMessagePage() {
  const move = chapterResource.useMove();

  return (
    <ContentListPage<Chapter>
      title="Blood Message Management"
      description="The story chapters played in order on the Blood Message page."
      preview={{ href: '/blood-message', label: 'Preview Experience' }}
      names={chapterNames}
      resource={chapterResource}
      emptyText="No chapters yet. Add the first one!"
      Form={ChapterForm}
      formDescription="Subtitle, description and video path are required."
      deleteQuestion={(chapter) =>
        `Are you sure you want to delete the chapter "${chapter?.subtitle ?? ''}"? This action cannot be undone.`
      }
    >
      {(chapters, { edit, askDelete }) => (
        <ol className="flex flex-col gap-3">
          {chapters.map((chapter, index) => (
            <ChapterRow
              key={chapter.id}
              chapter={chapter}
              first={index === 0}
              last={index === chapters.length - 1}
              onMove={(direction) => move(chapters, index, direction)}
              onEdit={() => edit(chapter)}
              onDelete={() => askDelete(chapter)}
            />
          ))}
        </ol>
      )}
    </ContentListPage>
  );
}
