import type { FaqCategory } from '../../../contracts/faq';

/** The demo FAQ, in display order (order = position + 1). One answer is still a draft. */
export type SeedFaq = { question: string; answer: string; category: FaqCategory; published: boolean };

export const SEED_FAQS: SeedFaq[] = [
  {
    category: 'General',
    question: 'What is Blood & Mayhem?',
    answer:
      'Blood & Mayhem is a dark fantasy franchise built around a competitive tactical fighting game on PC. You build a team of fighters, plan each Cycle in secret, and let the dice and your decisions settle it. A mobile game and a board game set in the same world are in development.',
    published: true,
  },
  {
    category: 'General',
    question: 'Where can I buy the game, and how much does it cost?',
    answer:
      'The PC game is available on Steam. The base game includes all 21 launch fighters, the Blood Message story chapters and ranked play. Cosmetics are sold separately and never affect gameplay.',
    published: true,
  },
  {
    category: 'General',
    question: 'When are the mobile and board game versions coming out?',
    answer:
      'Both are marked Coming Soon on our games page. We will announce dates in the dev diary first; subscribe to the newsletter to hear about them before anyone else.',
    published: true,
  },
  {
    category: 'General',
    question: 'Is Blood & Mayhem suitable for younger players?',
    answer:
      'The game contains stylised violence, blood and dark themes. It is rated T for Teen by the ESRB. Parental controls are available in the account settings.',
    published: true,
  },
  {
    category: 'Gameplay',
    question: 'How does combat work?',
    answer:
      "A match is played in Cycles. Both players plan their moves in secret, then each Cycle resolves in three Impulses in which fighters act in order of Mobility. Attacks roll the attacker's Attack dice against the defender's Defense dice, from D2 up to D6, and abilities add, remove or reroll dice. The Inside the Cycle dev diary walks through a full example.",
    published: true,
  },
  {
    category: 'Gameplay',
    question: 'What is the difference between an Ability and a Spell?',
    answer:
      'Both are listed on every fighter page. Abilities are physical techniques; Spells are magic, and some fighters and effects treat them differently, for example Skald takes less damage from Spells. Each one also has a sub-type: Traits are always active, Positional abilities depend on where fighters stand, Actives use your action, and Impulse 1, 2 and 3 abilities can only be used in that Impulse.',
    published: true,
  },
  {
    category: 'Gameplay',
    question: 'Which fighter should I start with?',
    answer:
      'Kael is the classic first pick: solid dice, simple abilities and a Riposte that teaches you to read your opponent. Bastion and Solane are forgiving if you prefer to defend; Vespera and Corvina reward players who like to take risks.',
    published: true,
  },
  {
    category: 'Gameplay',
    question: 'How does ranked matchmaking work?',
    answer:
      'Ranked play opens after ten unranked matches. Your rating moves after every match, and your visible league (Iron, Bronze, Silver, Gold, Blood and Crimson) is updated at the end of each day. Seasons last three months; at the end of a season your rating is softly reset towards the middle.',
    published: true,
  },
  {
    category: 'Gameplay',
    question: 'Can I play against my friends?',
    answer:
      'Yes. Open the Versus menu, choose Private Match and share the room code. Private matches support every fighter, the tournament rules and spectators.',
    published: true,
  },
  {
    category: 'Technical',
    question: 'What are the minimum PC requirements?',
    answer:
      'Windows 10 64-bit, a dual-core processor at 2.5 GHz, 8 GB of RAM, a graphics card with 2 GB of video memory (GTX 960 or RX 470 class) and 15 GB of free disk space. A broadband connection is required for online play.',
    published: true,
  },
  {
    category: 'Technical',
    question: 'The game stutters or my inputs feel delayed online. What can I do?',
    answer:
      'Use a wired connection if you can, close programs that download in the background, and check the connection indicator in the match lobby. Choosing the closest region in the network settings usually helps most. If the problem persists, send us a report with a replay file through the feedback form.',
    published: true,
  },
  {
    category: 'Technical',
    question: 'Does the game support controllers and Steam Deck?',
    answer:
      'Full controller support is available on PC, with every menu and ability reachable without a mouse. The game is playable on Steam Deck; we are working on a dedicated interface scale before we ask for the Verified badge.',
    published: true,
  },
  {
    category: 'Account',
    question: 'How do I link my Steam account to my Blood & Mayhem account?',
    answer:
      'Launch the game once and choose Link Account on the title screen, or sign in on the website and open Account Settings, then Connections. One Blood & Mayhem account can be linked to one Steam account.',
    published: true,
  },
  {
    category: 'Account',
    question: 'I forgot my password. How do I reset it?',
    answer:
      'Choose Forgot password on the sign-in screen and enter the email address of your account. The reset link is valid for one hour. If the email does not arrive, check your spam folder, then contact support.',
    published: true,
  },
  {
    category: 'Account',
    question: 'Can I delete my account and my data?',
    answer:
      'Yes. Send a request through the support form from the email address of your account with Account deletion in the subject. We confirm the request by email and delete the account and its personal data within 30 days.',
    published: true,
  },
  {
    category: 'Support',
    question: 'How do I report a bug?',
    answer:
      'Use the feedback form on the support page. Tell us what you did, what you expected and what happened, and attach screenshots or a short video if you can. Replay files help us most with combat bugs.',
    published: true,
  },
  {
    category: 'Support',
    question: 'How long does it take to get an answer from support?',
    answer:
      'We answer most messages within 24 to 48 hours, and faster during tournaments. Messages about payments and account security are handled first.',
    published: true,
  },
  {
    category: 'Support',
    question: 'How do I report a player for cheating or abuse?',
    answer:
      'Open the match in your match history and choose Report Player, or send us the player name and the match time through the support form. Reports are reviewed by a person, and we do not share the outcome with the reporter.',
    published: false,
  },
];
