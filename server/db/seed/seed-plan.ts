/**
 * What an empty database is filled with. `game-content` is what the studio publishes: fighters,
 * dev diary, FAQ, About, game modes and chapters. `demo` adds invented visitor input (subscribers,
 * support messages, feedback) so the back office has something to show.
 */
export type SeedPlan = 'game-content' | 'demo';
