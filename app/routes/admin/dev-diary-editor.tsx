import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { Spinner } from '~/components/ui/spinner';
import type { EditorValues } from '~/features/admin-dev-diaries/editor/editor-schema';
import { PostEditorForm } from '~/features/admin-dev-diaries/editor/post-editor-form';
import { PostMailingStatus } from '~/features/admin-dev-diaries/editor/post-mailing-status';
import { useSavePost } from '~/features/admin-dev-diaries/editor/use-save-post';
import { PostHistoryPanel } from '~/features/admin-dev-diaries/history/post-history-panel';
import { PostPreviewLink } from '~/features/admin-dev-diaries/preview/post-preview-link';
import { adminPostQuery, usePostMailing } from '~/features/admin-dev-diaries/post-api';
import { canChangePost } from '@contracts/rules/post-permissions';
import { useMailEnabled } from '~/features/admin-dev-diaries/use-mail-enabled';
import { useAdminUser } from '~/features/admin-session/admin-session-provider';
import type { Route } from './+types/dev-diary-editor';
import { ViewActivityLink } from '~/features/admin-activity/view-activity-link';

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `${params.id && params.id !== 'new' ? 'Edit Post' : 'Create New Post'} | Admin | Blood & Mayhem` },
  { name: 'robots', content: 'noindex, nofollow' },
];

const LOAD_FAILED = 'Failed to load post. Post may not exist.';

/** No id, or 'new', means create mode; anything else is the id of the post to edit. */
function parseId(param: string | undefined): number | 'new' | null {
  if (param === undefined || param === 'new') return 'new';
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function CreatePost() {
  const user = useAdminUser();
  const save = useSavePost({ mode: 'create' }, user.id);
  const mailEnabled = useMailEnabled();
  // Defaults of docs/back-office-screens.md §4: not featured, not published, dated now, by the current user.
  const defaults: EditorValues = {
    title: '',
    excerpt: '',
    content: '',
    author: user.name,
    tags: [],
    coverImage: null,
    featured: false,
    date: new Date(),
  };
  return (
    <PostEditorForm
      mode="create"
      defaultValues={defaults}
      saving={save.isPending}
      canEmail={mailEnabled}
      onSave={(values, published, emailTopic) => save.mutate({ values, published, emailTopic })}
    />
  );
}

function EditPost({ id }: { id: number }) {
  const user = useAdminUser();
  const navigate = useNavigate();
  const query = useQuery(adminPostQuery(id));
  const post = query.data;
  const save = useSavePost({ mode: 'edit', id, authorId: post?.authorId ?? null }, user.id);
  const mailing = usePostMailing(id).data;

  useEffect(() => {
    if (!query.isError) return;
    toast.error('Error', { description: LOAD_FAILED });
    navigate('/admin/dev-diaries', { replace: true });
  }, [query.isError, navigate]);

  if (!post) return <Spinner label="Loading post..." className="py-24" />;
  const editable = canChangePost(user, post);
  return (
    <div className="space-y-6">
      <PostEditorForm
        // A restored version arrives as a new updatedAt: the form starts again from it.
        key={`${post.id}-${post.updatedAt}`}
        mode="edit"
        defaultValues={{
          title: post.title,
          excerpt: post.excerpt,
          content: post.content,
          author: post.author,
          tags: post.tags,
          coverImage: post.coverImage,
          featured: post.featured,
          date: new Date(post.date || post.createdAt),
        }}
        saving={save.isPending}
        canEmail={mailing?.mailEnabled === true && mailing.state === 'none'}
        mailingStatus={<PostMailingStatus mailing={mailing} />}
        readOnlyReason={
          editable
            ? undefined
            : 'You can only edit your own posts. Ask the author or a super admin to change this one.'
        }
        onSave={(values, published, emailTopic) => save.mutate({ values, published, emailTopic })}
      />
      <div className="mx-auto flex max-w-7xl flex-wrap items-start justify-end gap-3">
        <PostPreviewLink postId={post.id} />
        <ViewActivityLink entity="dev_diary" entityId={post.id} />
      </div>
      {/* The history follows the edit rule: an admin sees it on the posts it may edit. */}
      {editable ? <PostHistoryPanel post={post} /> : null}
    </div>
  );
}

function InvalidPost() {
  const navigate = useNavigate();
  useEffect(() => {
    toast.error('Error', { description: LOAD_FAILED });
    navigate('/admin/dev-diaries', { replace: true });
  }, [navigate]);
  return null;
}

/** The dev diary editor for /admin/dev-diaries/new and /admin/dev-diaries/edit/:id. */
export default function DevDiaryEditorPage() {
  const id = parseId(useParams().id);
  if (id === null) return <InvalidPost />;
  return id === 'new' ? <CreatePost /> : <EditPost key={id} id={id} />;
}
