import type { DevDiary } from '@contracts/dev-diary';

/**
 * Shown beside the error when the diary cannot be loaded (docs/public-screens.md §4): the visitor still
 * gets something to read. They have no permalink, so they open in place without changing the URL.
 */
const sample = (
  id: number,
  values: Pick<DevDiary, 'title' | 'excerpt' | 'author' | 'tags' | 'featured' | 'date'> & {
    paragraphs: string[];
  },
): DevDiary => ({
  id,
  slug: `sample-post-${-id}`,
  title: values.title,
  excerpt: values.excerpt,
  // Stored posts are rich text (HTML); these few paragraphs are written the same way.
  content: values.paragraphs.map((p) => `<p>${p.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`).join(''),
  author: values.author,
  authorId: null,
  tags: values.tags,
  coverImage: null,
  featured: values.featured,
  published: true,
  date: values.date,
  views: 0,
  createdAt: values.date,
  updatedAt: values.date,
});

export const SAMPLE_POSTS: DevDiary[] = [
  sample(-1, {
    title: 'Welcome to the Blood & Mayhem Dev Diary',
    excerpt: 'Who we are, what we are building and why we will be writing it all down here.',
    author: 'The Blood & Mayhem Team',
    tags: ['Announcement', 'Studio', 'Community'],
    featured: true,
    date: '2026-01-15T12:00:00.000Z',
    paragraphs: [
      'Welcome to the dev diary. This is where the team behind Blood & Mayhem shares how the game is made: the systems, the art, the story and the mistakes we learn from.',
      'Expect posts from designers, artists, writers and engineers, each written by the person who did the work. We will show early sketches, explain balance decisions and answer the questions you send us.',
      'Thank you for following the Shattered Realms from the very beginning.',
    ],
  }),
  sample(-2, {
    title: 'Designing Fighters Who Play Nothing Alike',
    excerpt: 'Dice, Mobility and three to six Abilities: how a new fighter goes from a sketch to the roster.',
    author: 'Combat Design',
    tags: ['Fighters', 'Design'],
    featured: false,
    date: '2026-02-03T12:00:00.000Z',
    paragraphs: [
      'Every fighter starts as a single sentence: what does it feel like to play them? Only then do we pick their Attack and Defense dice, their HP and their Mobility.',
      'Abilities come last, and each one has to earn its place by creating a decision for one of the two players.',
    ],
  }),
  sample(-3, {
    title: 'The Story So Far: Welcome to the Shattered Realms',
    excerpt:
      'Broken oaths, drowned cities and a king who cannot die: a short guide to the world of Blood & Mayhem.',
    author: 'Narrative Team',
    tags: ['Lore', 'Story', 'Blood Message', 'World'],
    featured: false,
    date: '2026-02-20T12:00:00.000Z',
    paragraphs: [
      'The Shattered Realms were one kingdom once. Then the Crimson Synod broke its oath, and the bells of Hollowmere rang until their ropes caught fire.',
      'The Blood Message chapters tell what happened next, one night at a time.',
    ],
  }),
];
