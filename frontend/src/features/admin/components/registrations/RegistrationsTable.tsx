import { Ban, Eye, House, Trash2 } from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import type { Registration } from '@/lib/api-types';
import { formatTimestamp } from '@/lib/dates';
import { formatNumber, i18n } from '@/lib/i18n';
import { formatTime } from '../../format';
import { useCancelRegistration, useDeleteRegistration } from '../../api/registrations';
import { handleUnauthorized, isUnauthorized } from '../../unauthorized';
import { ConfirmAction, ConfirmDelete } from '../ConfirmDelete';
import { IconButton } from '../IconButton';
import { Spinner } from '../states';
import { StatusBadge } from './StatusBadge';

const columns: { key: string; label: MessageDescriptor }[] = [
  { key: 'name', label: msg`Name` },
  { key: 'email', label: msg`Email` },
  { key: 'phone', label: msg`Phone` },
  { key: 'guests', label: msg`Guests` },
  { key: 'status', label: msg`Status` },
  { key: 'date', label: msg`Date` },
  { key: 'notes', label: msg`Notes` },
  { key: 'actions', label: msg`Actions` },
];

// On a narrow screen the table scrolls sideways inside its card; the actions stay pinned to the
// right edge so each row's view and delete buttons are always within reach.
// (A shadow, not a border: a collapsed table's borders do not move with a sticky cell.)
const actionsCell = 'sticky right-0 bg-white max-lg:shadow-[-8px_0_8px_-8px_rgb(74_20_20/0.35)]';

function Head() {
  const { t } = useLingui();
  return (
    <thead>
      <tr className="border-b border-line text-left text-sm text-maroon-soft">
        {columns.map(({ key, label }) => (
          <th key={key} scope="col" className={`px-3 py-2 font-semibold ${key === 'actions' ? `text-right ${actionsCell}` : ''}`}>
            {t(label)}
          </th>
        ))}
      </tr>
    </thead>
  );
}

function registrationCancelConfirmation(registration: Pick<Registration, 'fullName'>): string {
  const name = registration.fullName;
  return i18n._(
    msg`Cancel the registration of "${name}"? Their places go to the waiting list, and the registration stays in the list as cancelled.`,
  );
}

function registrationDeleteConfirmation(registration: Pick<Registration, 'fullName'>): string {
  const name = registration.fullName;
  return i18n._(msg`Are you sure you want to delete the registration of "${name}"? This action cannot be undone.`);
}

export function RegistrationsTable({
  registrations,
  familyIds,
  caption,
  onView,
}: {
  registrations: Registration[];
  /** The registrations made by a family that has signed in to its page. */
  familyIds: ReadonlySet<number>;
  caption: string;
  onView: (registration: Registration) => void;
}) {
  const { t } = useLingui();
  return (
    <div
      role="region"
      aria-label={t`Registrations table`}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls sideways must be reachable from the keyboard
      tabIndex={0}
      className="-mx-2 overflow-x-auto rounded-lg px-2 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sindoor"
    >
      <table className="w-full min-w-[60rem] border-collapse">
        <caption className="sr-only">{caption}</caption>
        <Head />
        <tbody>
          {registrations.map((registration) => (
            <tr key={registration.id} className="border-b border-line/70 align-top last:border-b-0 hover:bg-cream/60">
              <th scope="row" className="px-3 py-3 text-left font-semibold">
                {registration.fullName}
                {familyIds.has(registration.id) && <FamilyBadge />}
              </th>
              <td className="px-3 py-3 break-all">{registration.email}</td>
              <td className="px-3 py-3 whitespace-nowrap">{registration.phone || '—'}</td>
              <td className="px-3 py-3 text-center tabular-nums">{formatNumber(registration.guestCount)}</td>
              <td className="px-3 py-3">
                <StatusBadge registration={registration} />
                {registration.checkedInAt && (
                  <span className="mt-1 block whitespace-nowrap text-sm text-maroon-soft">
                    <Trans>Arrived {{ time: formatTime(registration.checkedInAt) }}</Trans>
                  </span>
                )}
              </td>
              <td className="px-3 py-3 whitespace-nowrap text-sm">{formatTimestamp(registration.createdAt)}</td>
              <td className="max-w-[14rem] px-3 py-3 text-sm text-maroon-soft">
                <span className="line-clamp-2">{registration.notes || '—'}</span>
              </td>
              <td className={`px-3 py-2 ${actionsCell}`}>
                <div className="flex justify-end gap-1">
                  <IconButton
                    variant="ghost"
                    label={t`View registration of ${{ name: registration.fullName }}`}
                    tooltip={t`View details`}
                    onClick={() => onView(registration)}
                  >
                    <Eye aria-hidden="true" />
                  </IconButton>
                  {registration.status !== 'cancelled' && <CancelRegistrationButton registration={registration} />}
                  <DeleteRegistrationButton registration={registration} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The party's family has signed in to its own page, where it sees and changes this registration. */
function FamilyBadge() {
  return (
    <span className="mt-1 flex w-fit items-center gap-1 rounded-full bg-marigold-light px-2 py-0.5 text-xs font-semibold text-maroon">
      <House className="size-3.5" aria-hidden="true" />
      <Trans>Family account</Trans>
    </span>
  );
}

function CancelRegistrationButton({ registration }: { registration: Registration }) {
  const { trigger: cancelRegistration, isMutating: cancelling } = useCancelRegistration(registration);
  const { t } = useLingui();
  const name = registration.fullName;

  async function handleCancel() {
    try {
      await cancelRegistration();
      toast({ title: t`Registration Cancelled`, description: t`The registration of ${name} has been cancelled.` });
    } catch (err) {
      if (isUnauthorized(err)) handleUnauthorized();
      else {
        toast({
          title: t`Cancel Failed`,
          description: t`Failed to cancel registration. Please try again.`,
          variant: 'destructive',
        });
      }
    }
  }

  return (
    <ConfirmAction
      title={t`Cancel Registration`}
      question={registrationCancelConfirmation(registration)}
      actionLabel={t`Cancel Registration`}
      dismissLabel={t`Keep It`}
      onConfirm={() => void handleCancel()}
    >
      <IconButton
        variant="ghost"
        className="text-sindoor-dark"
        label={t`Cancel registration of ${name}`}
        tooltip={t`Cancel registration`}
        disabled={cancelling}
      >
        {cancelling ? <Spinner /> : <Ban aria-hidden="true" />}
      </IconButton>
    </ConfirmAction>
  );
}

function DeleteRegistrationButton({ registration }: { registration: Registration }) {
  const { trigger: deleteRegistration, isMutating: deleting } = useDeleteRegistration(registration);
  const { t } = useLingui();
  const name = registration.fullName;

  async function handleDelete() {
    try {
      await deleteRegistration();
      toast({ title: t`Registration Deleted`, description: t`The registration has been removed.` });
    } catch (err) {
      if (isUnauthorized(err)) handleUnauthorized();
      else {
        toast({
          title: t`Delete Failed`,
          description: t`Failed to delete registration. Please try again.`,
          variant: 'destructive',
        });
      }
    }
  }

  return (
    <ConfirmDelete
      title={t`Delete Registration`}
      question={registrationDeleteConfirmation(registration)}
      onConfirm={() => void handleDelete()}
    >
      <IconButton
        variant="ghost"
        className="text-sindoor-dark"
        label={t`Delete registration of ${name}`}
        tooltip={t`Delete registration`}
        disabled={deleting}
      >
        {deleting ? <Spinner /> : <Trash2 aria-hidden="true" />}
      </IconButton>
    </ConfirmDelete>
  );
}

export function RegistrationsTableSkeleton({ rows }: { rows: number }) {
  const { t } = useLingui();
  return (
    <div className="-mx-2 overflow-x-auto px-2" aria-busy="true" role="status" aria-label={t`Loading registrations`}>
      <table className="w-full min-w-[60rem] border-collapse">
        <Head />
        <tbody>
          {Array.from({ length: rows }, (_, i) => (
            <tr key={i} data-testid="registration-skeleton-row" className="border-b border-line/70">
              {columns.map(({ key }) => (
                <td key={key} className={`px-3 py-3 ${key === 'actions' ? actionsCell : ''}`}>
                  <Skeleton className={key === 'actions' ? 'ml-auto h-9 w-24' : 'h-5 w-full'} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
