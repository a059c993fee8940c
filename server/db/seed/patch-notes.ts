import type { TranslatedLocale } from './translations';
import { PATCH_092_FR } from './patch-notes-fr';
import { PATCH_092_JA } from './patch-notes-ja';

/**
 * The 0.9.2 patch notes, the demo post that shows what rich text holds (headings, a table, a list,
 * patch badges): its words, apart from its markup, so the French and Japanese ones are set in the
 * same markup (patchNotesHtml).
 */
export type PatchNotesText = {
  paragraphs: readonly string[];
  headings: { ironMaiden: string; tempest: string; impulse3: string; atAGlance: string };
  table: { head: readonly string[]; rows: readonly (readonly string[])[] };
  badges: { nerf: string; buff: string; fix: string };
  list: readonly string[];
};

export const PATCH_092_EN: PatchNotesText = {
  paragraphs: [
    'Patch 0.9.2 is live for everyone in the open beta. It is the largest balance patch since the test began, and this diary explains the reasoning behind each change, not only the numbers. The full list is in the patch notes on Steam.',
    "Iron Maiden. Her win rate in ranked was 58 percent above Gold and 61 percent in the top 500, and the complaint we heard most was not that she was strong but that she was boring to play against. Spiked Shell now triggers only when the attacker rolls lower than her Defense dice, not equal or lower, and Chain Drag no longer removes the pulled fighter's next attack, only its next movement. She is still the best anchor in the game; she is no longer the answer to every question.",
    "Tempest. Static Charge had no cap, and a patient Tempest could sit on four or five Charges and delete a fighter from full HP in one Impulse. Charges now cap at 2. To compensate, Chain Lightning's jump no longer hits her own allies at full strength: it rolls one fewer die, as the tooltip always claimed it did.",
    'The Impulse 3 economy. End of Cycle effects were resolving in Mobility order, which meant fast fighters always healed before slow fighters took their Bleeding damage. From this patch, all End of Cycle effects resolve at the same time. It is the kind of change nobody asked for and that fixes a dozen small problems at once. Krakhul and Kael both benefit quietly.',
    "Smaller changes: Iron Maiden's base Mobility drops from 3 to 2, and Tempest's base HP rises from 4 to 5 now that her burst has a ceiling; Corvina's Carrion Sight range is now the same as her attack range; Ossian's Bone Plates are shown on his portrait; Morgrave's Thralls no longer count as fighters for Pack Instinct.",
    'We will look at the data again in two weeks. Please keep the reports coming through the feedback form on the site; attach a replay file if you can, it makes our lives much easier.',
  ],
  headings: {
    ironMaiden: 'Iron Maiden',
    tempest: 'Tempest',
    impulse3: 'The Impulse 3 economy',
    atAGlance: 'At a glance',
  },
  table: {
    head: ['Fighter', 'Change', 'Before', 'After'],
    rows: [
      ['Iron Maiden', 'Base Mobility', '3', '2'],
      ['Tempest', 'Static Charge cap', 'None', '2'],
      ['Tempest', 'Base HP', '4', '5'],
    ],
  },
  badges: { nerf: 'Nerf', buff: 'Buff', fix: 'Fix' },
  list: [
    'Spiked Shell triggers only on a lower roll, not an equal one.',
    'Chain Lightning rolls one fewer die on allies, not all of them.',
    'End of Cycle effects all resolve at the same time.',
    'Morgrave’s Thralls no longer count for Pack Instinct.',
  ],
};

/** The notes in the demo's other locales. */
export const PATCH_092_IN: Record<TranslatedLocale, PatchNotesText> = { fr: PATCH_092_FR, ja: PATCH_092_JA };

/** The badge of each table row and list item, in order. */
const ROW_BADGES = ['nerf', 'nerf', 'buff'] as const;
const LIST_BADGES = ['nerf', 'buff', 'fix', 'fix'] as const;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The notes' rich text: the same markup in every language. */
export function patchNotesHtml(notes: PatchNotesText): string {
  const badge = (kind: keyof PatchNotesText['badges']) =>
    `<span data-patch="${kind}">${escape(notes.badges[kind])}</span>`;
  const p = (index: number) => `<p>${escape(notes.paragraphs[index]!)}</p>`;
  const cells = (row: readonly string[], tag: 'th' | 'td', badgeOf?: keyof PatchNotesText['badges']) =>
    row
      .map(
        (cell, column) =>
          `<${tag}>${column === 1 && badgeOf ? `${badge(badgeOf)} ` : ''}${escape(cell)}</${tag}>`,
      )
      .join('');
  return [
    p(0),
    `<h2>${escape(notes.headings.ironMaiden)}</h2>`,
    p(1),
    `<h2>${escape(notes.headings.tempest)}</h2>`,
    p(2),
    `<h2>${escape(notes.headings.impulse3)}</h2>`,
    p(3),
    `<h3>${escape(notes.headings.atAGlance)}</h3>`,
    `<table><thead><tr>${cells(notes.table.head, 'th')}</tr></thead><tbody>` +
      notes.table.rows.map((row, i) => `<tr>${cells(row, 'td', ROW_BADGES[i])}</tr>`).join('') +
      '</tbody></table>',
    p(4),
    `<ul>${notes.list.map((item, i) => `<li>${badge(LIST_BADGES[i]!)} ${escape(item)}</li>`).join('')}</ul>`,
    p(5),
  ].join('');
}
