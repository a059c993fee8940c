import {
  BANNER_TEXT_MAX,
  SITE_DESCRIPTION_MAX,
  type SiteSettings,
  type SiteSettingsInput,
  type SiteSettingsValues,
  siteSettingsInputSchema,
} from '@contracts/site-settings';
import { SOCIAL_LINK_FIELDS } from '@contracts/site-settings-defaults';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { pageTitle } from '~/components/layout/site-meta';
import { InputField } from '~/components/ui/input-field';
import { TextareaField } from '~/components/ui/textarea-field';
import { errorText } from '~/features/admin-shared/error-text';
import { FormSubmitRow } from '~/features/admin-shared/form-submit-row';
import { useBackOfficeForm } from '~/features/admin-shared/back-office-form';
import { SwitchSetting } from '~/features/admin-shared/switch-setting';
import { useSaveSiteSettings } from './site-settings-api';

const valuesOf = ({ updatedAt: _updated, ...settings }: SiteSettings): SiteSettingsInput => ({
  ...settings,
  newsletterSenderName: settings.newsletterSenderName ?? '',
});

const groupClass = 'flex flex-col gap-4 border-t border-ink-700 pt-6';
const groupTitleClass = 'font-display text-lg font-bold text-bone-50';

/** Every site setting in one form, saved together. */
export function SiteSettingsForm({ settings }: { settings: SiteSettings }) {
  const save = useSaveSiteSettings();
  const { fieldProps, controlled, control, handleSubmit, reset, formState } = useBackOfficeForm(
    siteSettingsInputSchema,
    valuesOf(settings),
  );
  const siteName = useWatch({ control, name: 'siteName' });
  const bannerEnabled = useWatch({ control, name: 'bannerEnabled' });
  const previewTitle = pageTitle('Fighters', siteName?.trim() || settings.siteName);

  const onValid = async (values: SiteSettingsValues) => {
    try {
      reset(valuesOf(await save.mutateAsync(values)));
      toast.success('Site settings saved');
    } catch (error) {
      toast.error('Failed to save the site settings', {
        description: errorText(error, 'Please try again later.'),
      });
    }
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid)}
      className="flex flex-col gap-6"
      aria-label="Site settings"
    >
      <div className="flex flex-col gap-4">
        <InputField
          id="site-name"
          label="Site name"
          required
          hint={
            <>
              A link preview's title will read:{' '}
              <span className="font-semibold text-bone-100">{previewTitle}</span>
            </>
          }
          {...fieldProps('siteName')}
        />
        <TextareaField
          id="site-description"
          label="Site description"
          hint={`For search engines and link previews of the home page, and of pages without their own. Up to ${SITE_DESCRIPTION_MAX} characters.`}
          rows={3}
          {...fieldProps('siteDescription')}
        />
      </div>

      <fieldset className={groupClass}>
        <legend className={groupTitleClass}>Footer links</legend>
        <p className="text-sm text-bone-300">
          An http(s) address for each network (# keeps a placeholder); leave one empty to hide its icon.
        </p>
        <div className="grid gap-4 md:grid-cols-2">
          {SOCIAL_LINK_FIELDS.map(({ field, network }) => (
            <InputField
              key={field}
              id={`site-${field}`}
              label={`${network} link`}
              type="url"
              inputMode="url"
              {...fieldProps(field)}
            />
          ))}
        </div>
      </fieldset>

      <fieldset className={groupClass}>
        <legend className={groupTitleClass}>Newsletter</legend>
        <InputField
          id="site-sender-name"
          label="Newsletter sender name"
          hint="The name mails come from; the address stays the server's. Empty: the name the server is set up with."
          {...fieldProps('newsletterSenderName')}
        />
      </fieldset>

      <fieldset className={groupClass}>
        <legend className={groupTitleClass}>Maintenance banner</legend>
        <SwitchSetting
          {...controlled('bannerEnabled')}
          id="site-banner-enabled"
          label="Show the banner"
          note="A line of text at the top of every public page"
        />
        <TextareaField
          id="site-banner-text"
          label="Banner text"
          required={bannerEnabled}
          hint={`Plain text, up to ${BANNER_TEXT_MAX} characters.`}
          rows={2}
          {...fieldProps('bannerText')}
        />
      </fieldset>

      <FormSubmitRow label="Save site settings" busyLabel="Saving..." busy={formState.isSubmitting} />
    </form>
  );
}
