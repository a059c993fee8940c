import { type DevDiaryInput, POST_TEXT_FIELDS, pickFields } from '@contracts/dev-diary';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { queryKeys } from '~/lib/query-keys';
import type { NewsletterTopic } from '@contracts/newsletter-topics';
import { createPost, emailPost, updatePost } from '../post-api';
import type { EditorOutput } from './editor-schema';

type SaveTarget = { mode: 'create' } | { mode: 'edit'; id: number; authorId: number | null };

/**
 * Save Draft (published false) and Publish (published true) for both create and edit, then back to
 * the list, with the toasts of docs/back-office-screens.md §8.
 */
export function useSavePost(target: SaveTarget, currentUserId: number) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async ({
      values,
      published,
      emailTopic = null,
    }: {
      values: EditorOutput;
      published: boolean;
      /** The subscribers' topic to email the post to; null (or none) not to. */
      emailTopic?: NewsletterTopic | null;
    }) => {
      const input: DevDiaryInput = {
        ...pickFields(values, POST_TEXT_FIELDS),
        authorId: target.mode === 'edit' ? target.authorId : currentUserId,
        tags: values.tags.map((tag) => tag.trim()),
        coverImage: values.coverImage,
        featured: values.featured,
        published,
        date: values.date.toISOString(),
      };
      const post = target.mode === 'edit' ? await updatePost(target.id, input) : await createPost(input);
      if (emailTopic) {
        // The post is saved either way: a refused mailing is reported, not thrown.
        await emailPost(post.id, emailTopic).then(
          () => toast.success('The post will be emailed to the subscribers'),
          (error: Error) => toast.error('The post was not emailed', { description: error.message }),
        );
      }
      return post;
    },
    onSuccess: async (_post, { published }) => {
      const message = published
        ? 'Post published successfully!'
        : target.mode === 'edit'
          ? 'Post saved successfully!'
          : 'Post created successfully!';
      toast.success(message);
      await queryClient.invalidateQueries({ queryKey: queryKeys.devDiaries });
      navigate('/admin/dev-diaries');
    },
    onError: (error) => {
      toast.error('Error', { description: error.message || 'Failed to save post. Please try again.' });
    },
  });
}
