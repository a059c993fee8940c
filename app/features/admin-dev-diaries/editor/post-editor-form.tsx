import { ArrowLeft, Save, Send } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { Button, buttonVariants } from '~/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { InputField } from '~/components/ui/input-field';
import { Label } from '~/components/ui/label';
import { NativeSelect } from '~/components/ui/native-select';
import { Switch } from '~/components/ui/switch';
import { TextareaField } from '~/components/ui/textarea-field';
import { MediaFormField } from '~/features/admin-media/media-form-field';
import { useBackOfficeForm } from '~/features/admin-shared/back-office-form';
import { RichTextFormField } from '~/features/admin-rich-text-editor/rich-text-form-field';
import { type EditorOutput, type EditorValues, editorSchema } from './editor-schema';
import { PostPreviewCard } from './post-preview-card';
import { PublishDateField } from './publish-date-field';
import { TagsField } from './tags-field';
import { TOPIC_NAMES } from '~/features/admin-shared/topic-names';
import { DEFAULT_MAILING_TOPIC, NEWSLETTER_TOPICS, type NewsletterTopic } from '@contracts/newsletter-topics';

type PostEditorFormProps = {
  mode: 'create' | 'edit';
  defaultValues: EditorValues;
  saving: boolean;
  /** Set when the signed-in admin may not change this post; the save buttons are then disabled. */
  readOnlyReason?: string;
  /** Offer "Email this post to subscribers" (mail is on and the post was never mailed). */
  canEmail?: boolean;
  /** Where an earlier mailing of the post stands (the edit screen). */
  mailingStatus?: ReactNode;
  /** `emailTopic`: the subscribers' topic to email the post to, or null not to email it. */
  onSave: (values: EditorOutput, published: boolean, emailTopic: NewsletterTopic | null) => void;
};

/** The post form, its live preview, and Save Draft / Publish (docs/back-office-screens.md §2 and §4). */
export function PostEditorForm({
  mode,
  defaultValues,
  saving,
  readOnlyReason,
  canEmail = false,
  mailingStatus,
  onSave,
}: PostEditorFormProps) {
  const [emailSubscribers, setEmailSubscribers] = useState(false);
  const [emailTopic, setEmailTopic] = useState<NewsletterTopic>(DEFAULT_MAILING_TOPIC);
  const [uploading, setUploading] = useState(false);
  const { fieldProps, controlled, control, handleSubmit, formState } = useBackOfficeForm(
    editorSchema,
    defaultValues,
  );
  const { errors } = formState;
  const preview = useWatch({ control }) as EditorValues;
  const save = (published: boolean) =>
    handleSubmit((values) =>
      onSave(values, published, published && canEmail && emailSubscribers ? emailTopic : null),
    )();
  const locked = saving || uploading || Boolean(readOnlyReason);

  return (
    <form
      noValidate
      onSubmit={(event) => event.preventDefault()}
      className="mx-auto flex max-w-7xl flex-col gap-6"
    >
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-3">
          <Link
            to="/admin/dev-diaries"
            aria-label="Back to dev diaries"
            className={buttonVariants({ variant: 'ghost', size: 'icon' })}
          >
            <ArrowLeft aria-hidden="true" />
          </Link>
          <div>
            <h1 className="font-display text-2xl font-bold text-bone-50 sm:text-3xl">
              {mode === 'edit' ? 'Edit Post' : 'Create New Post'}
            </h1>
            <p className="text-sm text-bone-300">Fields marked * are required on either save.</p>
          </div>
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex">
          <Button variant="secondary" onClick={() => save(false)} disabled={locked}>
            <Save aria-hidden="true" />
            Save Draft
          </Button>
          <Button onClick={() => save(true)} disabled={locked}>
            <Send aria-hidden="true" />
            Publish
          </Button>
        </div>
      </header>

      {readOnlyReason ? (
        <p
          role="status"
          className="rounded-md border border-amber-700 bg-amber-950/60 px-4 py-3 text-sm text-amber-100"
        >
          {readOnlyReason}
        </p>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card>
          <CardHeader>
            <CardTitle>Post Details</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-5">
            <InputField id="post-title" label="Title" required {...fieldProps('title')} />
            <TextareaField
              id="post-excerpt"
              label="Excerpt"
              required
              hint="A short summary shown in lists."
              rows={3}
              {...fieldProps('excerpt')}
            />
            <RichTextFormField
              {...controlled('content')}
              id="post-content"
              label="Content"
              variant="full"
              required
              hint="Shortcuts: ## heading, - list, 1. numbered list, > quote, **bold**, *italic*, --- rule."
            />
          </CardContent>
        </Card>

        <div className="flex flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle className="text-base">Post Settings</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-5">
              <Controller
                control={control}
                name="featured"
                render={({ field }) => (
                  <div className="flex items-center justify-between gap-3">
                    <div>
                      <Label htmlFor="post-featured">Featured Post</Label>
                      <p className="text-xs text-bone-500">Featured posts lead the public dev diary.</p>
                    </div>
                    <Switch id="post-featured" checked={field.value} onCheckedChange={field.onChange} />
                  </div>
                )}
              />
              <Controller
                control={control}
                name="date"
                render={({ field }) => <PublishDateField value={field.value} onChange={field.onChange} />}
              />
              {canEmail ? (
                <div className="flex items-center justify-between gap-3">
                  <div>
                    <Label htmlFor="post-email">Email this post to subscribers</Label>
                    <p className="text-xs text-bone-500">
                      Sent when you publish; a scheduled post when it goes live. A post is mailed only once.
                    </p>
                  </div>
                  <Switch id="post-email" checked={emailSubscribers} onCheckedChange={setEmailSubscribers} />
                </div>
              ) : null}
              {canEmail && emailSubscribers ? (
                // Only the subscribers who chose this topic receive the post.
                <div className="flex items-center justify-between gap-3">
                  <Label htmlFor="post-email-topic">Topic</Label>
                  <NativeSelect
                    id="post-email-topic"
                    className="w-44"
                    value={emailTopic}
                    onChange={(event) => setEmailTopic(event.target.value as NewsletterTopic)}
                  >
                    {NEWSLETTER_TOPICS.map((topic) => (
                      <option key={topic} value={topic}>
                        {TOPIC_NAMES[topic]}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
              ) : null}
              {mailingStatus}
              <InputField id="post-author" label="Author" required {...fieldProps('author')} />
              <Controller
                control={control}
                name="tags"
                render={({ field }) => (
                  <TagsField value={field.value} onChange={field.onChange} error={errors.tags?.message} />
                )}
              />
              <MediaFormField
                {...controlled('coverImage')}
                kind="image"
                label="Cover Image"
                hint="Shown on the diary card and in link previews. Recommended: 1200x630px, Max 5MB"
                onBusyChange={setUploading}
              />
            </CardContent>
          </Card>
          <PostPreviewCard
            title={preview.title ?? ''}
            excerpt={preview.excerpt ?? ''}
            tags={preview.tags ?? []}
            author={preview.author ?? ''}
            date={preview.date ?? new Date()}
            featured={Boolean(preview.featured)}
          />
        </div>
      </div>
    </form>
  );
}
