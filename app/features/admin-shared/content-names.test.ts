import { describe, expect, it } from 'vitest';
import { chapterResource } from '~/features/admin-chapters/chapter-api';
import { faqResource } from '~/features/admin-faq/faq-api';
import { gameModeResource } from '~/features/admin-game-modes/game-mode-api';
import { deleteQuestion } from './content-names';

describe('deleteQuestion', () => {
  it('names the chapter or game mode about to go', () => {
    expect(deleteQuestion(chapterResource.names, 'The Awakening')).toBe(
      'Are you sure you want to delete the chapter "The Awakening"? This action cannot be undone.',
    );
    expect(deleteQuestion(gameModeResource.names, 'Arena')).toBe(
      'Are you sure you want to delete the game mode "Arena"? This action cannot be undone.',
    );
  });

  it('asks about "this FAQ" when the content has no label', () => {
    expect(deleteQuestion(faqResource.names)).toBe(
      'Are you sure you want to delete this FAQ? This action cannot be undone.',
    );
  });
});
