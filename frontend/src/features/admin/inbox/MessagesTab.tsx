import * as React from 'react';
import { Inbox, Mail, Reply } from 'lucide-react';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import type { InboxMessage } from '@/lib/api-types';
import { formatTimestamp } from '@/lib/dates';
import { i18n } from '@/lib/i18n';
import { INBOX_PAGE_SIZE, useContactInbox, useSetHandled } from './api/inbox';
import { useAdminMutation } from '../shell/use-admin-mutation';
import { Pager } from '../shell/Pager';
import { Email } from '../shell/Email';
import { EmptyState, ErrorState, TabHeader } from '../shell/states';

/** A reply in the organiser's own mail program, addressed and with the subject filled in. */
function replyLink(message: Pick<InboxMessage, 'email' | 'subjectLabel'>): string {
  const subject = message.subjectLabel;
  return `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(i18n._(msg`Re: ${subject}`))}`;
}

/** The contact page's messages, newest first, a page at a time. */
export function MessagesTab() {
  const [page, setPage] = React.useState(1);
  const { t } = useLingui();
  const { inbox, error, isLoading, retry } = useContactInbox(page);
  const pages = inbox ? Math.max(1, Math.ceil(inbox.count / INBOX_PAGE_SIZE)) : 1;
  const unhandled = inbox?.unhandled ?? 0;

  let body: React.ReactNode;
  // While the next page loads, the one before stays on screen (no flash of skeletons).
  if (isLoading && !inbox) {
    body = (
      <div aria-busy="true" role="status" aria-label={t`Loading messages`} className="grid gap-4">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-40" />
        ))}
      </div>
    );
  } else if (error || !inbox) {
    body = <ErrorState message={t`We could not load the messages.`} onRetry={retry} />;
  } else if (inbox.count === 0) {
    body = (
      <EmptyState
        icon={Inbox}
        title={t`No messages yet`}
        description={t`Messages visitors send from the contact page appear here, newest first.`}
      />
    );
  } else {
    body = (
      <>
        <ul aria-label={t`Messages`} className="grid gap-4">
          {inbox.results.map((message) => (
            <li key={message.id}>
              <MessageCard message={message} />
            </li>
          ))}
        </ul>
        <Pager
          label={t`Pages of messages`}
          page={page}
          pages={pages}
          hasNewer={Boolean(inbox.previous)}
          hasOlder={Boolean(inbox.next)}
          onPage={setPage}
        />
      </>
    );
  }

  return (
    <section aria-labelledby="messages-heading">
      <TabHeader
        id="messages-heading"
        title={t`Messages`}
        description={
          inbox && inbox.count > 0
            ? t`What visitors sent from the contact page, newest first. ${plural(unhandled, { one: '# message is', other: '# messages are' })} not handled yet.`
            : t`What visitors sent from the contact page, newest first.`
        }
      />
      {body}
    </section>
  );
}

function MessageCard({ message }: { message: InboxMessage }) {
  const setHandled = useSetHandled();
  const { run } = useAdminMutation();
  const { t } = useLingui();
  const headingId = React.useId();
  const switchId = React.useId();
  const name = `${message.firstName} ${message.lastName}`;

  async function toggle(handled: boolean) {
    await run(() => setHandled(message, handled), {
      failure: { title: t`Update Failed`, description: t`Failed to update the message. Please try again.` },
    });
  }

  return (
    <Card aria-labelledby={headingId} role="article" className={message.handled ? 'bg-white/80' : 'border-marigold'}>
      <CardContent className="grid gap-3 pt-5 sm:pt-6">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h3 id={headingId} className="text-lg font-bold break-words">
              {name}
            </h3>
            <p className="flex items-center gap-1.5 text-maroon-soft">
              <Mail className="size-4 shrink-0" aria-hidden="true" />
              <span className="min-w-0">
                <Email address={message.email} />
              </span>
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {!message.handled && (
              <Badge>
                <Trans>New</Trans>
              </Badge>
            )}
            <Badge variant="secondary">{message.subjectLabel}</Badge>
            <span className="text-sm text-maroon-soft">{formatTimestamp(message.createdAt)}</span>
          </div>
        </div>
        <p className="whitespace-pre-line break-words">{message.message}</p>
        <div className="flex flex-col gap-3 border-t border-line pt-3 sm:flex-row sm:items-center sm:justify-between">
          <Button asChild variant="outline">
            <a href={replyLink(message)}>
              <Reply aria-hidden="true" />
              <Trans>Reply by email</Trans>
            </a>
          </Button>
          <div className="flex min-h-11 items-center gap-3">
            <Label htmlFor={switchId}>
              <Trans>Handled</Trans>
            </Label>
            <Switch
              id={switchId}
              checked={message.handled}
              onCheckedChange={(checked) => void toggle(checked)}
              aria-describedby={headingId}
            />
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
