import { Send } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { formatNumber } from '@/lib/i18n';
import { sendStatements } from './api/payments';
import { useAdminMutation } from '../shell/use-admin-mutation';
import { ConfirmAction } from '../shell/ConfirmDelete';
import { Section } from './Section';
import { Spinner } from '../shell/states';

/** The year-end statements donors file with their taxes: one email each, sent at once after asking. */
export function DonationStatements({ year }: { year: number }) {
  const { t } = useLingui();
  const { run, busy: sending } = useAdminMutation();
  const shown = formatNumber(year, { useGrouping: false });

  async function send() {
    const sent = await run(() => sendStatements(year), {
      failure: { title: t`Error`, description: t`The statements could not be sent. Please try again.` },
    });
    if (!sent.ok) return;
    const recipients = formatNumber(sent.value);
    toast({ title: t`Statements sent`, description: t`${recipients} donors will receive their statement for ${shown}.` });
  }

  return (
    <Section
      title={t`Donation statements`}
      description={t`Each donor's gifts received in the year, on one PDF for their taxes, emailed to every donor at once.`}
    >
      <div>
        <ConfirmAction
          title={t`Send the statements for ${shown}?`}
          question={t`Every donor of ${shown} gets an email with their statement attached. Send them once the year's gifts are all recorded.`}
          actionLabel={t`Send statements`}
          onConfirm={() => void send()}
        >
          <Button variant="outline" disabled={sending} className="max-sm:whitespace-normal">
            {sending ? <Spinner /> : <Send aria-hidden="true" />}
            <Trans>Send donation statements for {shown}</Trans>
          </Button>
        </ConfirmAction>
      </div>
    </Section>
  );
}
