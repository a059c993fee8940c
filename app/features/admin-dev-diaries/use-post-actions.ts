import type { DevDiary } from '@contracts/dev-diary';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { queryKeys } from '~/lib/query-keys';
import { deletePost, toPostInput, updatePost } from './post-api';

type Toggle = { post: DevDiary; flag: 'published' | 'featured' };

function toggledMessage({ post, flag }: Toggle) {
  if (flag === 'published')
    return post.published ? 'Post unpublished successfully!' : 'Post published successfully!';
  return post.featured ? 'Post unfeatured successfully!' : 'Post featured successfully!';
}

/**
 * The list's row actions with the toasts of docs/back-office-screens.md §8; each change reloads the posts.
 */
export function usePostActions() {
  const queryClient = useQueryClient();
  // The prefix key also clears the public site's cached lists and posts.
  const reload = () => queryClient.invalidateQueries({ queryKey: queryKeys.devDiaries });

  const toggle = useMutation({
    mutationFn: ({ post, flag }: Toggle) => updatePost(post.id, toPostInput(post, { [flag]: !post[flag] })),
    onSuccess: (_updated, variables) => {
      toast.success(toggledMessage(variables));
      return reload();
    },
    onError: (error) => {
      toast.error('Error', { description: error.message || 'Failed to update post' });
    },
  });

  const remove = useMutation({
    mutationFn: (post: DevDiary) => deletePost(post.id),
    onSuccess: () => {
      toast.success('Post deleted successfully!');
      return reload();
    },
    onError: () => {
      toast.error('Error', { description: 'Failed to delete post' });
    },
  });

  return { toggle, remove };
}
