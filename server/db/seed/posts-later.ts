import type { SeedPost } from './seed-post';

/** The autumn half of the demo dev diary, including the two drafts still being written. */
export const LATER_POSTS: SeedPost[] = [
  {
    title: 'Grim, Not Grey: The Art Direction of Blood & Mayhem',
    excerpt:
      'Dark fantasy has a colour problem. How we keep a grim world readable on a busy battlefield, and why blood is the brightest thing on screen.',
    author: 'Dario Kest',
    tags: ['Art', 'Development', 'Feature', 'Character Design'],
    featured: false,
    published: true,
    date: '2026-10-09T13:00:00.000Z',
    views: 2876,
    paragraphs: [
      'Dark fantasy has a colour problem. Push a grim world far enough and everything turns brown and grey, every fighter looks like every other fighter, and the board becomes a puddle. On a tactical game, where you need to read twenty things at a glance, that is not a mood; it is a bug.',
      'Our rule is grim, not grey. The world is dark, near-black stone, iron, old wood, but every fighter owns one saturated colour that nobody else on the roster uses in the same way. Ashka is ember orange, Selene is moonlight blue, Bramble is a sick, thorny green. If you squint at a screenshot and can still tell who is where, the palette is doing its job.',
      'Blood is the brightest thing on screen, always. Damage, Bleeding and the Burning tiles are drawn in a value range that no costume or environment is allowed to enter. It sounds like a small rule, but it means that after a big Impulse your eye goes straight to what just happened, which is what you need to plan the next Cycle.',
      'We paint the fighters at a scale they will never be seen at in the game, then test every one of them at the smallest zoom level on a cheap monitor in the kitchen. If we cannot tell the Hollow King from Bastion at that size on that screen, the design goes back to the drawing board. This has happened more often than we like to admit.',
      'The environments follow the same idea. Each arena has one landmark, the broken gate of Vorn, the Throne of Nails, the drowned lighthouse, and everything else stays quiet so the fighters can be loud.',
      'We will keep sharing work in progress in these diaries and in the art channel on Discord. The fan art thread there has been one of the best parts of this year for the whole team.',
    ],
  },
  {
    title: 'The Blood Message: Writing the Four Chapters',
    excerpt:
      'Our narrative lead on how a fighting game tells a story without cutscenes, and what The Beginning, The Awakening, The Revelation and The Legacy are really about.',
    author: 'Rhea Castell',
    tags: ['Blood & Mayhem', 'Feature', 'Development', 'Lore'],
    featured: true,
    published: true,
    date: '2026-10-30T16:00:00.000Z',
    views: 3954,
    paragraphs: [
      'Fighting games have a complicated relationship with story. Players come for the fights, and most of them skip every cutscene on the way. When we planned the Blood Message, our story mode, we decided not to fight that: the story has to be told through fights, fighters and places, with as few words as possible.',
      'The Blood Message is told in four chapters. Chapter 1, The Beginning, opens on the night the Crimson Synod breaks its oath, and introduces the first six fighters through the people they lose. Chapter 2, The Awakening, follows what the Synod woke beneath Hollowmere, and why Morgrave stopped burying the dead. Chapter 3, The Revelation, is the one we cannot say much about yet, except that the Hollow King has been honest with everyone, which should worry you. Chapter 4, The Legacy, is about who is left standing and what they owe each other.',
      'Each chapter is a short film on the Blood Message page and a set of matches in the game with handmade conditions: a map that floods every third Cycle, an ally you cannot control, a fight you are not supposed to win. The story is in the conditions as much as in the film.',
      "Every fighter's bio on the site is written to be read alongside the chapters. They contradict each other on purpose. Vespera and Solane describe the fall of the Dawnspire in two very different ways, and both of them believe what they are saying.",
      'We know the lore community is already building timelines in the Discord. Keep going. Some of you are closer than you think.',
    ],
  },
  {
    title: 'Community Spotlight: Thrall Tacticians, Casters and Cartographers',
    excerpt:
      'A Morgrave player who never attacks, a casting duo who turned our beta into a weekly show, and the fan who mapped every arena tile by hand.',
    author: 'Yuki Haldane',
    tags: ['Community', 'Competitive', 'Tournament', 'News'],
    featured: false,
    published: true,
    date: '2026-11-13T17:30:00.000Z',
    views: 1743,
    paragraphs: [
      'Every month we pick a few people from the community whose work made the game better for everyone else. This month was hard to choose, in the best way.',
      'First, Grimsby, who climbed to the top 100 of the European ladder playing Morgrave without making a single direct attack in more than half of his matches. His Thrall walls are now studied in every Morgrave guide, and his replay of the Bone Wall corner trap against an Iron Maiden is the most watched replay of the beta. We asked him for a tip for new players. His answer: "Let them come to you. They always do."',
      'Second, the casting duo Ash and Ledger, who started streaming community cups in June with a few dozen viewers and now run a weekly show that half the studio watches on Friday nights. Their explanations of the Impulse order are better than our tutorial, and we have told our tutorial team so. They will be on the desk for the Crimson Cup final.',
      'Third, Mirelle, who mapped every tile of every arena by hand, with elevation, cover and line of sight, and published the whole thing as a free interactive map. Our level designers use it. We are not joking.',
      'If you know someone who deserves the spotlight, a guide writer, an artist, a tournament organiser, send their name through the feedback form on this site with Spotlight in the subject.',
    ],
  },
  {
    title: 'Balance Patch 0.9.4 Preview: Notes in Progress',
    excerpt:
      "Working notes on the next balance pass: Grimclaw's Blood Frenzy, Mummer's Thousand Faces and the first changes to Astra since launch.",
    author: 'Tobias Lindqvist',
    tags: ['Balance', 'Patch Notes', 'Competitive', 'Update'],
    featured: false,
    published: false,
    date: '2026-11-17T17:00:00.000Z',
    views: 0,
    paragraphs: [
      'Draft, do not publish before the Crimson Cup qualifiers end. Numbers below are still being tested on the internal ladder.',
      'Grimclaw. Blood Frenzy currently adds one Attack die for every 3 HP lost, which makes a Grimclaw at 2 HP the most dangerous thing in the game. We are testing a cap of two extra dice and a small increase to his base HP to compensate.',
      "Mummer. Thousand Faces copying Iron Maiden's Spiked Shell or Astra's Fallen Star produces some of the funniest and most frustrating matches we have seen. We are testing a list of Traits that cannot be copied, and we would rather keep that list short.",
      'Astra. Meteor is fine. Celestial Drift at Twice Per Match is probably one use too many in the current meta; a version that costs 1 HP is on the internal build.',
    ],
  },
  {
    title: 'First Look: Taking Blood & Mayhem to Mobile',
    excerpt:
      'What changes when the battlefield fits in your hand: shorter Cycles, touch planning and cross-progression with PC.',
    author: 'Mara Voss',
    tags: ['Mobile', 'Development', 'News', 'Feature'],
    featured: false,
    published: false,
    date: '2026-11-19T15:00:00.000Z',
    views: 0,
    paragraphs: [
      'Draft for the December announcement. Check every claim with production before this goes out.',
      'Blood & Mayhem on mobile is not a port. It is the same fighters, the same dice and the same Cycles, rebuilt for sessions of five to ten minutes and for a screen you hold in one hand.',
      'The biggest change is planning. On PC you plan a Cycle with a mouse and a keyboard full of shortcuts; on a phone you drag a fighter to a tile and hold to choose an ability. Our usability tests went from frustrating to fun the week we stopped trying to show everything at once.',
      'Your fighters, cosmetics and ranked history will carry over between PC and mobile. Ranked ladders stay separate, because we do not think a touch screen and a mouse should meet in ranked, at least not yet.',
    ],
  },
];
