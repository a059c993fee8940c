import { Star } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { formatShortDate } from '~/lib/format-date';
import { PostTagChips } from '../post-tag-chips';

type PostPreviewCardProps = {
  title: string;
  excerpt: string;
  tags: string[];
  author: string;
  date: Date;
  featured: boolean;
};

/** How the post will look in the diary list, updated as the form changes (docs/back-office-screens.md §2). */
export function PostPreviewCard({ title, excerpt, tags, author, date, featured }: PostPreviewCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Live Preview</CardTitle>
      </CardHeader>
      <CardContent>
        <article aria-label="Post preview" className="rounded-md border border-ink-700 bg-ink-850 p-4">
          <div className="flex items-start justify-between gap-2">
            <h3 className="font-display text-lg font-bold break-words text-bone-50">
              {title.trim() || 'Untitled post'}
            </h3>
            {featured ? (
              <Star
                role="img"
                aria-label="Featured"
                className="mt-1 size-4 shrink-0 fill-ember-400 text-ember-400"
              />
            ) : null}
          </div>
          <p className="mt-2 line-clamp-3 text-sm break-words text-bone-300">
            {excerpt.trim() || 'The excerpt appears here.'}
          </p>
          <PostTagChips tags={tags} limit={3} className="mt-3" />
          <p className="mt-3 text-xs text-bone-500">
            By <span className="text-bone-300">{author.trim() || 'Unknown author'}</span> ·{' '}
            <time dateTime={date.toISOString()}>{formatShortDate(date)}</time>
          </p>
        </article>
      </CardContent>
    </Card>
  );
}
