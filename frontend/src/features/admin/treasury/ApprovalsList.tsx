import * as React from 'react';
import * as yup from 'yup';
import { Check, Hourglass, X } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { ApprovalRejectRequest } from '@/lib/api-limits';
import { formatTimestamp } from '@/lib/dates';
import { i18n } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { limitText } from '@/lib/validation';
import { useSession } from '../shell/api/session';
import { DataTable } from '../shell/DataTable';
import { FormDialog } from '../shell/FormDialog';
import { ErrorState } from '../shell/states';
import { useAdminMutation } from '../shell/use-admin-mutation';
import { useApprovals, useApprove, useReject } from './api/payments';
import type { Approval, PaymentMethod } from './api/money-types';
import { METHOD_LABELS } from './labels';
import { Section } from './Section';

const rejectSchema = yup.object({
  reason: yup
    .string()
    .trim()
    .required(() => i18n._(msg`Say why the proposal is rejected`))
    .max(ApprovalRejectRequest.reason.maxLength, () => {
      const max = limitText(ApprovalRejectRequest.reason.maxLength);
      return i18n._(msg`Reason must be at most ${max} characters`);
    }),
});

/** What a proposal asks for, in words: "Refund $150.00 to Anita Sen". */
function useWhat() {
  const { t } = useLingui();
  return (approval: Approval) => {
    const amount = formatMoney(Math.abs(approval.amount));
    return approval.action === 'refund'
      ? t`Refund ${amount} to ${approval.payerName}`
      : t`Void ${amount} from ${approval.payerName}`;
  };
}

/**
 * Two to sign: refunds and voids at or above the approval threshold wait here for a second
 * treasurer or administrator. The proposer sees theirs waiting; anyone else approves or rejects.
 */
export function ApprovalsList() {
  const { t } = useLingui();
  const { approvals, error, isLoading, retry } = useApprovals();
  const { session } = useSession();
  const approve = useApprove();
  const what = useWhat();
  const [rejecting, setRejecting] = React.useState<Approval | null>(null);
  const { run } = useAdminMutation();

  async function carryOut(approval: Approval) {
    const done = await run(() => approve(approval.id), {
      failure: { title: t`Error`, description: t`The proposal could not be approved. Please try again.` },
    });
    if (done.ok) toast({ title: t`Approved`, description: what(approval) });
  }

  const pending = approvals?.filter((approval) => approval.status === 'pending') ?? [];
  // Decided ones stay in sight for a while, the latest first, so both treasurers see what came of them.
  const decided = approvals?.filter((approval) => approval.status !== 'pending').slice(0, 5) ?? [];
  // Nothing proposed yet: the section stays out of the treasurer's way.
  if (approvals?.length === 0) return null;
  let body: React.ReactNode;
  if (error) body = <ErrorState message={t`We could not load the proposals.`} onRetry={retry} />;
  else if (isLoading || !approvals) body = <Skeleton className="h-16 w-full" />;
  else
    body = (
      <DataTable
        caption={t`Proposals waiting for a second treasurer`}
        rows={[...pending, ...decided]}
        rowKey={(approval) => approval.id}
        columns={[
          { key: 'what', label: t`Proposal`, className: 'wrap-anywhere', cell: (a) => what(a) },
          {
            key: 'why',
            label: t`Reason`,
            className: 'wrap-anywhere',
            cell: (a) => a.reason || [t(METHOD_LABELS[a.method as PaymentMethod]), a.reference].filter(Boolean).join(', '),
          },
          {
            key: 'who',
            label: t`Proposed by`,
            cell: (a) => (
              <>
                {a.proposedBy}
                <span className="block text-sm text-maroon-soft">{formatTimestamp(a.proposedAt)}</span>
              </>
            ),
          },
          {
            key: 'status',
            label: t`Status`,
            unlabelledOnPhone: true,
            className: 'sm:text-right',
            cell: (a) => <ApprovalAction approval={a} mine={a.proposedBy === session?.username} onApprove={carryOut} onReject={setRejecting} />,
          },
        ]}
      />
    );

  return (
    <Section
      title={t`Waiting for approval`}
      description={t`Refunds and voids at or above the approval threshold are carried out once another treasurer approves them.`}
    >
      {body}
      <RejectDialog approval={rejecting} onClose={() => setRejecting(null)} />
    </Section>
  );
}

function ApprovalAction({
  approval,
  mine,
  onApprove,
  onReject,
}: {
  approval: Approval;
  mine: boolean;
  onApprove: (approval: Approval) => Promise<void>;
  onReject: (approval: Approval) => void;
}) {
  const { t } = useLingui();
  const [busy, setBusy] = React.useState(false);
  if (approval.status === 'approved')
    return <Badge variant="success">{t`Approved by ${approval.decidedBy}`}</Badge>;
  if (approval.status === 'rejected')
    return (
      <Badge variant="outline" className="whitespace-normal">
        {approval.rejectReason
          ? t`Rejected by ${approval.decidedBy}: ${approval.rejectReason}`
          : t`Rejected by ${approval.decidedBy}`}
      </Badge>
    );
  return (
    <span className="flex flex-wrap items-center justify-end gap-2">
      {mine ? (
        <span className="flex items-center gap-1 text-sm text-maroon-soft">
          <Hourglass aria-hidden="true" className="size-4" />
          <Trans>Waiting for a second treasurer</Trans>
        </span>
      ) : (
        <Button
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void onApprove(approval).finally(() => setBusy(false));
          }}
        >
          <Check aria-hidden="true" />
          <Trans>Approve</Trans>
        </Button>
      )}
      <Button variant="outline" onClick={() => onReject(approval)}>
        <X aria-hidden="true" />
        {mine ? <Trans>Withdraw</Trans> : <Trans>Reject</Trans>}
      </Button>
    </span>
  );
}

function RejectDialog({ approval, onClose }: { approval: Approval | null; onClose: () => void }) {
  const { t } = useLingui();
  const reject = useReject();
  const what = useWhat();
  const [shown, setShown] = React.useState(approval);
  if (approval && approval !== shown) setShown(approval);
  const { run } = useAdminMutation();

  return (
    <FormDialog<{ reason: string }>
      open={approval !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t`Reject the proposal`}
      description={shown && t`${what(shown)}, proposed by ${shown.proposedBy}: nothing of it is carried out.`}
      initialValues={approval && { reason: '' }}
      formKey={approval?.id}
      validationSchema={rejectSchema}
      onSubmit={async ({ reason }, helpers) => {
        if (!approval) return;
        const done = await run(() => reject(approval.id, reason.trim()), {
          form: helpers,
          failure: { title: t`Error`, description: t`The proposal could not be rejected. Please try again.` },
        });
        if (!done.ok) return;
        toast({ title: t`Rejected`, description: what(approval) });
        onClose();
      }}
      submitLabel={<Trans>Reject</Trans>}
      submitVariant="destructive"
    >
      <TextField name="reason" label={t`Reason`} multiline rows={2} placeholder={t`Already refunded by check`} />
    </FormDialog>
  );
}
