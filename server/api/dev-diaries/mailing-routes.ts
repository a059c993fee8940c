import { envelope, idParams } from '../../../contracts/common';
import { type PostMailing, postMailingBody, postMailingSchema } from '../../../contracts/post-mailing';
import { DEFAULT_MAILING_TOPIC } from '../../../contracts/newsletter-topics';
import { topicField } from '../../../contracts/newsletter-topic-fields';
import { audited } from '../../audit/audited';
import { ok } from '../../http/envelope';
import { conflict } from '../../core/errors';
import { BEARER_SECURITY, type ZodScope } from '../../http/route-scopes';
import { mailingReportRepository } from '../../mail/mailing-report';
import { postRepository } from '../../data/dev-diaries';
import { storedPost } from './stored-post';

const tags = ['Dev diaries'];
const security = BEARER_SECURITY;

/**
 * Emailing a post to the subscribers, inside the staff scope. Like publishing, any staff member
 * may do it (docs/back-office-screens.md §6 lets an admin toggle published on any post). A post is mailed at
 * most once: asking again answers the same mailing.
 */
export async function mailingRoutes(staff: ZodScope) {
  const posts = postRepository(staff.db);
  const reports = mailingReportRepository(staff.db);
  const { mailings, mailEnabled } = staff.newsletter;

  async function progress(postId: number): Promise<PostMailing> {
    const report = await reports.read(postId);
    return {
      mailEnabled,
      state: report?.mailing.status ?? 'none',
      requestedAt: report?.mailing.requested_at ?? null,
      topic: report ? (topicField.safeParse(report.mailing.topic).data ?? null) : null,
      queued: report?.queued ?? 0,
      sent: report?.sent ?? 0,
      failed: report?.failed ?? 0,
      cancelled: report?.cancelled ?? 0,
      bounced: report?.bounced ?? 0,
      complained: report?.complained ?? 0,
      unsubscribed: report?.unsubscribed ?? 0,
      firstSentAt: report?.firstSentAt ?? null,
      lastSentAt: report?.lastSentAt ?? null,
      ratePerSecond: report?.ratePerSecond ?? null,
    };
  }

  staff.get(
    '/:id/email',
    {
      schema: {
        tags,
        security,
        description:
          "Where the post's mailing to the subscribers stands, and its report: how many mails are " +
          'queued, sent, failed, cancelled, bounced and complained about, how many subscribers ' +
          'unsubscribed through its link, when the first and last mail went and the rate between. ' +
          'The numbers outlive the pruning of old mails (MAIL_OUTBOX_RETENTION_DAYS). Opens and ' +
          'clicks are not tracked.',
        params: idParams,
        response: { 200: envelope(postMailingSchema) },
      },
    },
    async (request) => {
      await storedPost(posts, request.params.id);
      return ok(await progress(request.params.id));
    },
  );

  staff.post(
    '/:id/email',
    {
      schema: {
        tags,
        security,
        description:
          'Emails the post (title, excerpt, a link to it, the unsubscribe and preferences footer) to every ' +
          'active subscriber of its `topic`, once: a published post is queued at once, a scheduled one ' +
          'when it goes live. Asking again changes nothing, its topic included. 409 for a draft, or ' +
          'when mail is not set up (SMTP_URL).',
        params: idParams,
        body: postMailingBody,
        response: { 200: envelope(postMailingSchema) },
      },
    },
    async (request) => {
      const post = await storedPost(posts, request.params.id);
      const topic = request.body?.topic ?? DEFAULT_MAILING_TOPIC;
      if (!mailEnabled) throw conflict('Mail is not set up (SMTP_URL), so the post cannot be emailed');
      if (!post.published) throw conflict('Publish the post before emailing it');
      const requested = await audited(
        request,
        (trx) => mailings.request(post.id, topic, trx),
        (fresh) =>
          fresh && {
            action: 'newsletter_send',
            entity: 'dev_diary',
            entityId: post.id,
            label: post.title,
            summary: `emailed to the active subscribers of ${topic}`,
          },
      );
      // Once committed: the worker would not see the mailing any earlier.
      if (requested) staff.newsletter.nudge();
      return ok(await progress(post.id));
    },
  );
}
