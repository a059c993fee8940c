import { CHAPTER_TITLE } from '../../../contracts/chapter';
import { chapterVideoPath } from '../../../contracts/media-paths';
import type { GameModesTable } from '../schema';

/** The About page (also the landing page's About section). Paragraphs are separated by blank lines. */
export const SEED_ABOUT = {
  title: 'About Blood & Mayhem',
  description: [
    'Blood & Mayhem is a dark fantasy franchise set in the Shattered Realms, a world of broken oaths, drowned cities and thrones that outlive their kings. It began as a tabletop prototype on a kitchen table and grew into a studio of designers, artists and engineers who share one obsession: fights that are decided by the choices you make.',
    "The franchise spans three experiences. On PC, Blood & Mayhem is a competitive tactical fighting game: you assemble a team, plan every Cycle in secret and watch your decisions collide with your opponent's, Impulse by Impulse. A mobile version, rebuilt for shorter sessions and a screen in your hand, and a board game that brings the same fighters and dice to the table are both on their way.",
    'At the heart of every version are the fighters. Twenty-one of them at launch, from the bloodletting duelist Vespera to the empty armour of the Hollow King, each with their own dice, their own story and three to six unique Abilities and Spells. No two play alike, and no fighter is a strictly better version of another.',
    'Blood & Mayhem is built with its community, not just for it. Balance changes are explained in the open, tournaments are run with players and casters from the community, and every bug report and piece of feedback sent through this site is read by someone on the team.',
  ].join('\n\n'),
  missionStatement:
    'To build the most honest fighting game in the world, one where every victory is earned by reading your opponent and every defeat teaches you something. We want Blood & Mayhem to be a place where strategy is rewarded over reflexes alone, where a dark and beautiful world gives every fight a meaning, and where players of the PC game, the mobile game and the board game share one story, one roster and one community.',
  isActive: true,
};

type SeedGameMode = {
  name: string;
  subtitle: string;
  description: string;
  platform: GameModesTable['platform'];
  status: GameModesTable['status'];
  featured: boolean;
  linkUrl: string | null;
};

/** The three experiences on the landing page, in display order. */
export const SEED_GAME_MODES: SeedGameMode[] = [
  {
    name: 'Blood & Mayhem',
    subtitle: 'The competitive tactical fighting game',
    description:
      'Build a team from 21 fighters, plan each Cycle in secret and outthink your opponent in ranked play, private matches and the Blood Message story chapters. Available now on PC.',
    platform: 'PC',
    status: 'Available',
    featured: true,
    linkUrl: '/blood-message',
  },
  {
    name: 'Blood & Mayhem Mobile',
    subtitle: 'The Shattered Realms in your hand',
    description:
      'The same fighters, dice and Cycles, rebuilt for five-minute matches and touch planning, with your progress shared with the PC game.',
    platform: 'Mobile',
    status: 'Coming Soon',
    featured: false,
    linkUrl: null,
  },
  {
    name: 'Blood & Mayhem: The Board Game',
    subtitle: 'Real dice, real table, real grudges',
    description:
      'Sculpted miniatures of the launch roster, a modular arena of tiles and the full Cycle and Impulse system, for two to four players around one table.',
    platform: 'Board Game',
    status: 'Coming Soon',
    featured: false,
    linkUrl: null,
  },
];

const CHAPTER_TEXTS = [
  {
    subtitle: 'Chapter 1: The Beginning',
    description:
      'On the night the Crimson Synod broke its oath, the bells of Hollowmere rang until their ropes caught fire. Six strangers survived that night. None of them came out of it whole.',
  },
  {
    subtitle: 'Chapter 2: The Awakening',
    description:
      'Beneath the catacombs, something the Synod buried has opened its eyes. The dead no longer stay where they are put, and the living have started to choose sides.',
  },
  {
    subtitle: 'Chapter 3: The Revelation',
    description:
      'The Hollow King has told no lie. That is the most frightening thing anyone has learned in the Shattered Realms, and the truth he kept is written in blood on the Throne of Nails.',
  },
  {
    subtitle: 'Chapter 4: The Legacy',
    description:
      'When the last bell falls silent, someone will still be standing. What they owe the fallen, and what they will do with a broken world, is the message written in the blood.',
  },
];

/** The four Blood Message chapters, in order, each with its committed placeholder video. */
export const SEED_CHAPTERS = CHAPTER_TEXTS.map((chapter, index) => ({
  title: CHAPTER_TITLE,
  subtitle: chapter.subtitle,
  description: chapter.description,
  videoSrc: chapterVideoPath(index + 1),
  order: index + 1,
  isActive: true,
}));
