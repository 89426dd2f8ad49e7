import * as React from 'react';
import { EyeOff, Pencil, Plus, Tags, Trash2 } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useMembershipTiers, useTierMutations } from './api/membership';
import type { MembershipTier } from '../treasury/api/money-types';
import { formatMoney } from '@/lib/money';
import { useAdminMutation } from '../shell/use-admin-mutation';
import { ConfirmDelete } from '../shell/ConfirmDelete';
import { IconButton } from '../shell/IconButton';
import { Section } from '../treasury/Section';
import { EmptyState, ErrorState } from '../shell/states';
import { TierFormDialog } from './TierFormDialog';

/** The membership tiers, with a way to add, edit, retire and delete them. */
export function TiersList() {
  const { t } = useLingui();
  const { tiers, error, isLoading, retry } = useMembershipTiers();
  const { update, remove } = useTierMutations();
  const [editing, setEditing] = React.useState<MembershipTier | null>(null);
  const [formOpen, setFormOpen] = React.useState(false);
  const { run } = useAdminMutation();

  function open(tier: MembershipTier | null) {
    setEditing(tier);
    setFormOpen(true);
  }

  async function change(action: () => Promise<unknown>, done: string) {
    const outcome = await run(action, { failure: { title: t`Error`, description: t`Please try again.` }, serverMessage: true });
    if (outcome.ok) toast({ title: done });
  }

  let body: React.ReactNode;
  if (error) body = <ErrorState message={t`We could not load the membership tiers.`} onRetry={retry} />;
  else if (isLoading || !tiers) body = <Skeleton className="h-20 w-full" />;
  else if (tiers.length === 0)
    body = <EmptyState icon={Tags} title={t`No tiers yet`} description={t`Add a tier, such as Family or Student, for families to join.`} />;
  else
    body = (
      <ul className="grid gap-3">
        {tiers.map((tier) => (
          <li key={tier.id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line p-3">
            <div>
              <p className="font-semibold">
                {tier.name} · <span className="tabular-nums">{formatMoney(tier.amount)}</span>
                {!tier.active && (
                  <Badge variant="muted" className="ml-2">
                    <Trans>Inactive</Trans>
                  </Badge>
                )}
              </p>
              {tier.description && <p className="text-sm text-maroon-soft">{tier.description}</p>}
            </div>
            <div className="flex gap-1">
              <IconButton label={t`Edit ${tier.name}`} tooltip={t`Edit`} onClick={() => open(tier)}>
                <Pencil />
              </IconButton>
              {tier.active && (
                <IconButton
                  label={t`Deactivate ${tier.name}`}
                  tooltip={t`Deactivate`}
                  onClick={() => void change(() => update(tier.id, { name: tier.name, amount: tier.amount, description: tier.description, active: false }), t`Tier deactivated`)}
                >
                  <EyeOff />
                </IconButton>
              )}
              <ConfirmDelete
                title={t`Delete tier`}
                question={t`Delete the tier "${tier.name}"? A tier that memberships use cannot be deleted.`}
                onConfirm={() => void change(() => remove(tier.id), t`Tier deleted`)}
              >
                <IconButton label={t`Delete ${tier.name}`} tooltip={t`Delete`} className="text-sindoor-dark">
                  <Trash2 />
                </IconButton>
              </ConfirmDelete>
            </div>
          </li>
        ))}
      </ul>
    );

  return (
    <Section
      title={t`Tiers`}
      description={t`What a year's membership costs; families choose among the active ones.`}
      action={
        <Button variant="outline" onClick={() => open(null)}>
          <Plus aria-hidden="true" />
          <Trans>Add tier</Trans>
        </Button>
      }
    >
      {body}
      <TierFormDialog open={formOpen} tier={editing} onOpenChange={setFormOpen} />
    </Section>
  );
}
