import { toRichHtml } from '../../content/rich-content';
import { slugify } from '../../data/dev-diary-slug';
import { PATCH_092_EN, patchNotesHtml } from './patch-notes';
import { LATER_POSTS } from './posts-later';
import type { SeedPost } from './seed-post';

export type { SeedPost };

const EARLY_POSTS: SeedPost[] = [
  {
    title: 'Inside the Cycle: How Combat Works in Blood & Mayhem',
    excerpt:
      'Dice, Impulses and the three seconds of panic before you commit. Our lead combat designer walks through one full Cycle of a match.',
    author: 'Tobias Lindqvist',
    tags: ['Combat System', 'Gameplay', 'PC', 'Development'],
    featured: true,
    published: true,
    date: '2026-06-12T15:00:00.000Z',
    views: 4821,
    paragraphs: [
      "When we started prototyping Blood & Mayhem, we had one rule on the whiteboard: every hit has to feel earned, and every miss has to feel like your fault, not the game's. A tactical fighting game lives or dies on that feeling. This diary is a tour of the system we built to get there.",
      'A match is played in Cycles. At the start of each Cycle, both players plan secretly: who moves where, who attacks whom, which abilities to hold back. Then the Cycle resolves in three Impulses. In every Impulse, fighters act in order of their Mobility, fastest first, and ties go to whoever acted last in the previous Impulse. That single rule, Mobility as initiative, is why a fragile fighter like Selene can decide a match before Iron Maiden has taken a step.',
      'Attacks are dice against dice. Every fighter has an Attack die and a Defense die somewhere between D2 and D6. The attacker rolls, the defender rolls, and the higher result wins; abilities add dice, remove dice or force rerolls. We tested flat damage numbers for months and kept coming back to dice, because dice create stories. A D2 Oculus landing the killing blow on a D6 Grimclaw happens about once in every forty attempts, and players remember every one of them.',
      "Abilities are where the fighters really separate. Traits are always on. Positional abilities care about where you stand: Bastion's Hold the Line, Elderroot's Canopy. Actives cost you your action for the Impulse. And the Impulse abilities can only be used in their own Impulse, which is the heart of the mind game: if you know Corvina's Scatter is an Impulse 2 ability, you know when not to swing at her.",
      'The part we are proudest of is how little randomness decides a match between two good players. Over a full game you roll a few hundred dice, and the law of large numbers is on the side of whoever planned better. The dice make each Cycle tense; the planning makes each match fair.',
      'Next time, our art director Dario takes you through how we designed Vespera, the fighter who has been on our cover since the first pitch deck. As always, the Discord is open and we read every thread in the combat channel.',
    ],
  },
  {
    title: 'Designing Vespera: Anatomy of a Bloodletter',
    excerpt:
      "From a surgeon's kit to a pair of sabres: how our most recognisable fighter went through eleven silhouettes before she looked dangerous enough.",
    author: 'Dario Kest',
    tags: ['Character Design', 'Art', 'Blood & Mayhem', 'Feature'],
    featured: true,
    published: true,
    date: '2026-07-03T14:30:00.000Z',
    views: 3567,
    paragraphs: [
      'Vespera was the first fighter we ever drew and the last one we finished. She has been on every pitch deck since 2024, and for most of that time she looked wrong. This is the story of how we found her.',
      'The brief was short: a duelist who gets stronger the longer a fight goes on. The combat team already had the mechanic, Bleeding that stacks every Cycle, and asked us for a character who would make that mechanic feel personal. Our first sketches were a vampire, which was the obvious answer and therefore the wrong one. Blood & Mayhem is grim, but it tries never to be lazy.',
      "The breakthrough came from a book of eighteenth-century surgical instruments that our concept artist Lena found in a flea market. Lancets, bone saws, tourniquets: tools made to help people, designed with an elegance that is frankly terrifying. Vespera became a physician, someone who knows exactly where to cut because she spent her life learning where not to. Her sabres are oversized lancets. Her coat is a surgeon's apron turned into armour.",
      'Silhouette is everything in a game where you read the board from above. We went through eleven of them. The early ones were too bulky, and she read as a bruiser. The final one is narrow and tall, with the two blades held low and outward, so that even at the smallest zoom level you can see her from across the arena and know she is about to lunge.',
      "Colour came last. Vespera's palette is a deep arterial red against parchment, the colours of a medical illustration. We keep the red darker than the blood effects on the board, so that her victims' wounds are always brighter than she is. It is a small choice, but it means your eye goes to the damage she is doing, not to her.",
      'Her animation set is being finalised now, and the ability clips on her fighter page are the current placeholders. We will show the final Lancet Step in a future diary. Tell us in the Discord which fighter you want us to take apart next; the top request right now is the Hollow King.',
    ],
  },
  {
    title: 'Netcode Deep Dive: Lockstep, Rollback and a Dice Game',
    excerpt:
      'Why a turn-structured fighting game still needs rollback, how we keep every die roll identical on both machines, and what we learned from 40,000 test matches.',
    author: 'Ines Okafor',
    tags: ['Technical', 'Development', 'PC', 'Competitive'],
    featured: false,
    published: true,
    date: '2026-07-24T16:00:00.000Z',
    views: 2214,
    paragraphs: [
      'People are often surprised that a game with Cycles and planned moves needs serious netcode. Blood & Mayhem is not a real-time brawler, but the resolution of each Impulse is animated, the reaction windows for On Defense abilities are short, and competitive players notice a hundred milliseconds of delay the way a violinist notices a string out of tune.',
      'The simulation is fully deterministic. Given the same planned orders and the same random seed, every client computes the same outcome, bit for bit. Dice rolls come from a seeded generator that both players agree on at the start of the match, and every random draw is tied to a specific fighter, Impulse and ability, so no unrelated event can shift the sequence. That last part took us three rewrites. Our first version drew numbers in the order abilities resolved, and a single Bleeding tick resolving one frame early desynchronised the whole match.',
      "On top of lockstep, we run rollback for reactions. When you trigger Riposte or Scatter, your client shows the result at once and sends the input. If the opponent's input arrives and changes the outcome, the client rewinds to the last confirmed state, replays both inputs, and blends the animation. Because an Impulse has only a handful of meaningful inputs, our rollback window is tiny and the corrections are rarely visible.",
      'We also ship every match as a replay file of a few kilobytes: the seed and the orders, nothing else. That makes replays cheap to store, makes desync bugs reproducible, and is the foundation of the spectator mode we will use for the Crimson Cup.',
      'During the closed technical test, players completed a little over 40,000 matches. The desync rate was 0.03 percent, almost all of it traced to one floating-point path in the knockback code that now uses fixed-point arithmetic. Median input-to-confirmation time was 48 ms in Europe and 71 ms in North America. We want both lower, and the next test will have new relay regions.',
      'If you are the kind of person who reads a netcode diary to the end: we are hiring a gameplay network engineer. The careers page has the details.',
    ],
  },
  {
    title: 'Balance Patch 0.9.2: Iron Maiden, Tempest and the Impulse Economy',
    excerpt:
      "Iron Maiden stops being a wall with no door, Tempest's Static Charge gets a cap, and a rule change to Impulse 3 that touches every fighter.",
    author: 'Tobias Lindqvist',
    tags: ['Balance', 'Patch Notes', 'Update', 'Competitive', 'PC'],
    featured: false,
    published: true,
    date: '2026-08-28T17:00:00.000Z',
    views: 6102,
    // The patch-notes post shows what rich text can hold: headings, a table, a list and badges.
    html: patchNotesHtml(PATCH_092_EN),
  },
  {
    title: 'Announcing the Crimson Cup: Our First Open Tournament',
    excerpt:
      'Open brackets in Europe and North America, a live final in December, and a prize pool funded in part by the community. Sign-ups open today.',
    author: 'Yuki Haldane',
    tags: ['Tournament', 'Competitive', 'Community', 'News', 'Blood & Mayhem'],
    featured: true,
    published: true,
    date: '2026-09-18T18:00:00.000Z',
    views: 8930,
    paragraphs: [
      'It is time. The Crimson Cup is the first official Blood & Mayhem tournament, and it is open to everyone who owns the game on PC, from the top of the ladder to players who picked up Kael last week.',
      'The format: online open qualifiers for Europe and North America on four weekends in October and November, best of three, double elimination. The top eight of each region meet in an online playoff, and the top four overall play the final live at our studio in December, on stream, with commentary from the people who have been casting the community cups all summer.',
      'The rules are simple. Teams of three fighters, no duplicates, blind picks each game, with the loser allowed to change their team between games. All 21 fighters are legal. The tournament runs on patch 0.9.3, which lands two weeks before the first qualifier, so nobody has to prepare for a moving target.',
      'The prize pool starts at 20,000 dollars from the studio, and a quarter of the revenue from the Crimson Cup cosmetic set goes into it on top. The set is three alternate looks for Vespera, Iron Maiden and the Hollow King, designed with the same care as the base fighters. We are not going to sell power, ever; we are happy to sell a red cape.',
      'Sign-ups open today and close a week before each qualifier. You need a verified account and a Discord handle for match coordination. If you want to help as a referee or an observer, write to us through the support page with Crimson Cup in the subject.',
      'We started this project because we love watching people play games at the edge of their ability. See you in the bracket.',
    ],
  },
];

/** Every post, oldest first, with its slug and content made from the parts above. */
export const SEED_POSTS = [...EARLY_POSTS, ...LATER_POSTS].map((post) => ({
  ...post,
  slug: slugify(post.title),
  content: toRichHtml(post.html ?? (post.paragraphs ?? []).join('\n\n')),
}));
