import type { DevDiary } from '@contracts/dev-diary';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Shown beside the error when the diary cannot be loaded (docs/public-screens.md §4): the visitor still
 * gets something to read. They have no permalink, so they open in place without changing the URL.
 * Written in the source, not stored: their texts are messages, in the page's language.
 */
type SampleText = Pick<DevDiary, 'id' | 'featured' | 'date'> & {
  title: MessageDescriptor;
  excerpt: MessageDescriptor;
  author: MessageDescriptor;
  tags: MessageDescriptor[];
  paragraphs: MessageDescriptor[];
};

const sample = (id: number, values: Omit<SampleText, 'id'>): SampleText => ({ id, ...values });

const SAMPLES: SampleText[] = [
  sample(-1, {
    title: msg`Welcome to the Blood & Mayhem Dev Diary`,
    excerpt: msg`Who we are, what we are building and why we will be writing it all down here.`,
    author: msg`The Blood & Mayhem Team`,
    tags: [msg`Announcement`, msg`Studio`, msg`Community`],
    featured: true,
    date: '2026-01-15T12:00:00.000Z',
    paragraphs: [
      msg`Welcome to the dev diary. This is where the team behind Blood & Mayhem shares how the game is made: the systems, the art, the story and the mistakes we learn from.`,
      msg`Expect posts from designers, artists, writers and engineers, each written by the person who did the work. We will show early sketches, explain balance decisions and answer the questions you send us.`,
      msg`Thank you for following the Shattered Realms from the very beginning.`,
    ],
  }),
  sample(-2, {
    title: msg`Designing Fighters Who Play Nothing Alike`,
    excerpt: msg`Dice, Mobility and three to six Abilities: how a new fighter goes from a sketch to the roster.`,
    author: msg`Combat Design`,
    tags: [msg`Fighters`, msg`Design`],
    featured: false,
    date: '2026-02-03T12:00:00.000Z',
    paragraphs: [
      msg`Every fighter starts as a single sentence: what does it feel like to play them? Only then do we pick their Attack and Defense dice, their HP and their Mobility.`,
      msg`Abilities come last, and each one has to earn its place by creating a decision for one of the two players.`,
    ],
  }),
  sample(-3, {
    title: msg`The Story So Far: Welcome to the Shattered Realms`,
    excerpt: msg`Broken oaths, drowned cities and a king who cannot die: a short guide to the world of Blood & Mayhem.`,
    author: msg`Narrative Team`,
    tags: [msg`Lore`, msg`Story`, msg`Blood Message`, msg`World`],
    featured: false,
    date: '2026-02-20T12:00:00.000Z',
    paragraphs: [
      msg`The Shattered Realms were one kingdom once. Then the Crimson Synod broke its oath, and the bells of Hollowmere rang until their ropes caught fire.`,
      msg`The Blood Message chapters tell what happened next, one night at a time.`,
    ],
  }),
];

/** The sample posts in `i18n`'s language. */
export function samplePosts(i18n: I18n): DevDiary[] {
  return SAMPLES.map(({ id, title, excerpt, author, tags, paragraphs, featured, date }) => ({
    id,
    slug: `sample-post-${-id}`,
    title: i18n._(title),
    excerpt: i18n._(excerpt),
    // Stored posts are rich text (HTML); these few paragraphs are written the same way.
    content: paragraphs
      .map((p) => `<p>${i18n._(p).replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`)
      .join(''),
    author: i18n._(author),
    authorId: null,
    tags: tags.map((tag) => i18n._(tag)),
    coverImage: null,
    featured,
    published: true,
    date,
    views: 0,
    createdAt: date,
    updatedAt: date,
  }));
}
