import { describe, expect, it } from 'vitest';
import { feedbackPageQuery, readFeedbackView, writeFeedbackView } from './feedback-filters';

describe('the feedback view in the URL', () => {
  it('reads back what it writes, and falls back on unknown values', () => {
    const view = { search: 'menu lag', status: 'in-progress', page: 4 } as const;
    expect(readFeedbackView(writeFeedbackView(view))).toEqual(view);
    expect(readFeedbackView(new URLSearchParams('status=done&page=-1'))).toEqual({
      search: '',
      status: 'all',
      page: 1,
    });
  });

  it('asks the server for the page of the view', () => {
    expect(feedbackPageQuery({ search: ' lag ', status: 'closed', page: 3 })).toEqual({
      search: 'lag',
      status: 'closed',
      limit: 50,
      offset: 100,
    });
  });
});
