/**
 * The demo dev diary. Each post is written as the studio would write it: most as a list of
 * paragraphs, stored as rich text the way the API stores plain text; one as rich text itself.
 */
export type SeedPost = {
  title: string;
  excerpt: string;
  /** Plain paragraphs, or the post's rich text when it holds more than paragraphs. */
  paragraphs?: string[];
  html?: string;
  author: string;
  tags: string[];
  featured: boolean;
  published: boolean;
  /** Publish date, ISO UTC. */
  date: string;
  views: number;
};
