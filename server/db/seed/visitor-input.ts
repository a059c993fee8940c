import type { FeedbackTable, SubscribersTable, SupportMessagesTable } from '../schema';

/**
 * A little of what visitors send, so the back office is not empty in a demo. Addresses use the
 * reserved example domains. Times are fixed so a demo looks the same on every machine.
 */
type SeedSubscriber = {
  email: string;
  name: string | null;
  status: SubscribersTable['status'];
  source: SubscribersTable['source'];
  subscribedAt: string;
};

export const SEED_SUBSCRIBERS: SeedSubscriber[] = [
  {
    email: 'grimsby.plays@example.com',
    name: 'Grimsby',
    status: 'active',
    source: 'website',
    subscribedAt: '2026-06-14T09:12:00.000Z',
  },
  {
    email: 'mirelle.maps@example.org',
    name: 'Mirelle Aubry',
    status: 'active',
    source: 'social',
    subscribedAt: '2026-06-20T18:40:00.000Z',
  },
  {
    email: 'ash.casts@example.net',
    name: 'Ash',
    status: 'active',
    source: 'newsletter',
    subscribedAt: '2026-07-02T11:05:00.000Z',
  },
  {
    email: 'ledger.casts@example.net',
    name: 'Ledger',
    status: 'active',
    source: 'newsletter',
    subscribedAt: '2026-07-02T11:09:00.000Z',
  },
  {
    email: 'Tomas.Reyes@example.com',
    name: 'Tomás Reyes',
    status: 'active',
    source: 'website',
    subscribedAt: '2026-07-29T21:33:00.000Z',
  },
  {
    email: 'hollowking.fan@example.com',
    name: null,
    status: 'unsubscribed',
    source: 'social',
    subscribedAt: '2026-08-05T07:58:00.000Z',
  },
  {
    email: 'priya.nair@example.org',
    name: 'Priya Nair',
    status: 'active',
    source: 'website',
    subscribedAt: '2026-08-30T16:20:00.000Z',
  },
  {
    email: 'boardgame.guild@example.org',
    name: 'Harrow Street Board Game Guild',
    status: 'active',
    source: 'newsletter',
    subscribedAt: '2026-09-19T12:00:00.000Z',
  },
  {
    email: 'k.sorensen@example.com',
    name: 'Karin Sørensen',
    status: 'unsubscribed',
    source: 'website',
    subscribedAt: '2026-09-22T19:45:00.000Z',
  },
  {
    email: 'crimsoncup.hopeful@example.net',
    name: null,
    status: 'active',
    source: 'social',
    subscribedAt: '2026-10-03T22:10:00.000Z',
  },
  {
    email: 'lorekeeper@example.com',
    name: 'The Lorekeeper',
    status: 'active',
    source: 'website',
    subscribedAt: '2026-10-31T08:30:00.000Z',
  },
  {
    email: 'mobile.waitlist@example.org',
    name: 'Jun Park',
    status: 'unsubscribed',
    source: 'newsletter',
    subscribedAt: '2026-11-12T14:15:00.000Z',
  },
];

type SeedSupportMessage = {
  name: string;
  email: string;
  subject: string;
  message: string;
  status: SupportMessagesTable['status'];
  createdAt: string;
  updatedAt: string;
};

export const SEED_SUPPORT_MESSAGES: SeedSupportMessage[] = [
  {
    name: 'Tomás Reyes',
    email: 'Tomas.Reyes@example.com',
    subject: 'Cannot link my Steam account',
    message:
      'When I choose Link Account on the title screen, the browser opens and then says the session has expired. I tried three times today. My in-game name is TomasR.',
    status: 'new',
    createdAt: '2026-11-18T10:02:00.000Z',
    updatedAt: '2026-11-18T10:02:00.000Z',
  },
  {
    name: 'Ingrid Halvorsen',
    email: 'ingrid.h@example.org',
    subject: 'Crimson Cup referee',
    message:
      'Hello! I have refereed the community cups on the Discord since July and would love to help with the Crimson Cup qualifiers in Europe. I am available every weekend in November.',
    status: 'new',
    createdAt: '2026-11-16T19:41:00.000Z',
    updatedAt: '2026-11-16T19:41:00.000Z',
  },
  {
    name: 'Priya Nair',
    email: 'priya.nair@example.org',
    subject: 'Refund for a duplicate purchase',
    message:
      'I bought the Crimson Cup cosmetic set twice by mistake (two charges on 12 November). Could you refund one of them? I can send the receipts.',
    status: 'read',
    createdAt: '2026-11-13T08:17:00.000Z',
    updatedAt: '2026-11-14T09:00:00.000Z',
  },
  {
    name: 'Samuel Okoro',
    email: 'samuel.okoro@example.com',
    subject: 'Controller buttons not shown in the tutorial',
    message:
      'The tutorial shows keyboard keys even when I play with a controller, so I did not know which button opens the ability wheel. Everything else works fine on my Steam Deck.',
    status: 'replied',
    createdAt: '2026-11-02T15:26:00.000Z',
    updatedAt: '2026-11-03T11:45:00.000Z',
  },
  {
    name: 'Harrow Street Board Game Guild',
    email: 'boardgame.guild@example.org',
    subject: 'Board game playtesting',
    message:
      'Our club has about thirty members who play the Blood & Mayhem beta. If you are looking for playtesters for the board game, we would be glad to help and to send written reports.',
    status: 'replied',
    createdAt: '2026-10-21T17:03:00.000Z',
    updatedAt: '2026-10-23T10:30:00.000Z',
  },
  {
    name: 'Karin Sørensen',
    email: 'k.sorensen@example.com',
    subject: 'Account deletion',
    message: 'Please delete my account and the data you hold about me. Thank you.',
    status: 'closed',
    createdAt: '2026-09-23T07:50:00.000Z',
    updatedAt: '2026-09-25T13:12:00.000Z',
  },
];

type SeedFeedback = {
  name: string;
  email: string;
  subject: string;
  description: string;
  status: FeedbackTable['status'];
  notes: string;
  createdAt: string;
  updatedAt: string;
};

export const SEED_FEEDBACK: SeedFeedback[] = [
  {
    name: 'Grimsby',
    email: 'grimsby.plays@example.com',
    subject: 'Thralls block line of sight in replays',
    description:
      "In live matches Morgrave's Thralls do not block line of sight, but in the replay viewer Selene's shot over a Thrall is shown as blocked and the replay then desyncs from the real result.",
    status: 'new',
    notes: '',
    createdAt: '2026-11-17T21:14:00.000Z',
    updatedAt: '2026-11-17T21:14:00.000Z',
  },
  {
    name: 'Mirelle Aubry',
    email: 'mirelle.maps@example.org',
    subject: 'Elevation missing on the Drowned Lighthouse map',
    description:
      'Two tiles next to the lighthouse stairs show as elevated on the overview but Selene does not get High Ground on them. Tile coordinates are F7 and G7.',
    status: 'in-progress',
    notes: 'Reproduced on build 0.9.3. Level design is fixing the tile data; ship in 0.9.4.',
    createdAt: '2026-11-08T12:40:00.000Z',
    updatedAt: '2026-11-10T16:05:00.000Z',
  },
  {
    name: 'Samuel Okoro',
    email: 'samuel.okoro@example.com',
    subject: 'Please add a colour-blind mode',
    description:
      'Burning tiles and Thorn tiles look almost the same to me (deuteranopia). A pattern or an outline on hazardous tiles would help a lot.',
    status: 'in-progress',
    notes: 'Art is testing patterns for hazard tiles. Reply to the player once we have screenshots.',
    createdAt: '2026-10-27T09:22:00.000Z',
    updatedAt: '2026-11-04T14:30:00.000Z',
  },
  {
    name: 'Lukas Brandt',
    email: 'lukas.brandt@example.net',
    subject: 'Tempest Chain Lightning hit my own ally twice',
    description:
      'Chain Lightning jumped from the enemy to my Bastion and then back to the enemy, hitting Bastion at full strength. The tooltip says the jump rolls one fewer die.',
    status: 'resolved',
    notes: 'Fixed in patch 0.9.2 (jump rolls one fewer die). Player thanked in the patch notes.',
    createdAt: '2026-08-19T18:55:00.000Z',
    updatedAt: '2026-08-28T17:10:00.000Z',
  },
  {
    name: 'Anonymous Reaper',
    email: 'reaper666@example.com',
    subject: 'make grimclaw op again',
    description: 'grimclaw was perfect before, you ruined him. change it back.',
    status: 'closed',
    notes:
      'No actionable report. Grimclaw has not been changed yet; noted for the balance team sentiment tracker.',
    createdAt: '2026-09-30T23:48:00.000Z',
    updatedAt: '2026-10-01T09:15:00.000Z',
  },
];
