import type { DevDiaryInput } from '@contracts/dev-diary';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { queryKeys } from '~/lib/query-keys';
import { createPost, updatePost } from '../post-api';
import type { EditorOutput } from './editor-schema';

type SaveTarget = { mode: 'create' } | { mode: 'edit'; id: number; authorId: number | null };

/**
 * Save Draft (published false) and Publish (published true) for both create and edit, then back to
 * the list, with the toasts of back-office.md §8.
 */
export function useSavePost(target: SaveTarget, currentUserId: number) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: ({ values, published }: { values: EditorOutput; published: boolean }) => {
      const input: DevDiaryInput = {
        title: values.title,
        excerpt: values.excerpt,
        content: values.content,
        author: values.author,
        authorId: target.mode === 'edit' ? target.authorId : currentUserId,
        tags: values.tags.map((tag) => tag.trim()),
        featured: values.featured,
        published,
        date: values.date.toISOString(),
      };
      return target.mode === 'edit' ? updatePost(target.id, input) : createPost(input);
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
