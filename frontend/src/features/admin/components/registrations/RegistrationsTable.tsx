import { Ban, Eye, Trash2 } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import type { Registration } from '@/lib/api-types';
import { formatTimestamp } from '@/lib/dates';
import { formatTime } from '../../format';
import { useCancelRegistration, useDeleteRegistration } from '../../api/registrations';
import { handleUnauthorized, isUnauthorized } from '../../unauthorized';
import { ConfirmAction, ConfirmDelete } from '../ConfirmDelete';
import { IconButton } from '../IconButton';
import { Spinner } from '../states';
import { StatusBadge } from './StatusBadge';

const columns = ['Name', 'Email', 'Phone', 'Guests', 'Status', 'Date', 'Notes', 'Actions'];

// On a narrow screen the table scrolls sideways inside its card; the actions stay pinned to the
// right edge so each row's view and delete buttons are always within reach.
// (A shadow, not a border: a collapsed table's borders do not move with a sticky cell.)
const actionsCell = 'sticky right-0 bg-white max-lg:shadow-[-8px_0_8px_-8px_rgb(74_20_20/0.35)]';

function Head() {
  return (
    <thead>
      <tr className="border-b border-line text-left text-sm text-maroon-soft">
        {columns.map((column) => (
          <th key={column} scope="col" className={`px-3 py-2 font-semibold ${column === 'Actions' ? `text-right ${actionsCell}` : ''}`}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

export function registrationCancelConfirmation(registration: Pick<Registration, 'fullName'>): string {
  return `Cancel the registration of "${registration.fullName}"? Their places go to the waiting list, and the registration stays in the list as cancelled.`;
}

export function registrationDeleteConfirmation(registration: Pick<Registration, 'fullName'>): string {
  return `Are you sure you want to delete the registration of "${registration.fullName}"? This action cannot be undone.`;
}

export function RegistrationsTable({
  registrations,
  caption,
  onView,
}: {
  registrations: Registration[];
  caption: string;
  onView: (registration: Registration) => void;
}) {
  return (
    <div
      role="region"
      aria-label="Registrations table"
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
              </th>
              <td className="px-3 py-3 break-all">{registration.email}</td>
              <td className="px-3 py-3 whitespace-nowrap">{registration.phone || '—'}</td>
              <td className="px-3 py-3 text-center tabular-nums">{registration.guestCount}</td>
              <td className="px-3 py-3">
                <StatusBadge registration={registration} />
                {registration.checkedInAt && (
                  <span className="mt-1 block whitespace-nowrap text-sm text-maroon-soft">
                    Arrived {formatTime(registration.checkedInAt)}
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
                    label={`View registration of ${registration.fullName}`}
                    tooltip="View details"
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

function CancelRegistrationButton({ registration }: { registration: Registration }) {
  const { trigger: cancelRegistration, isMutating: cancelling } = useCancelRegistration(registration);

  async function handleCancel() {
    try {
      await cancelRegistration();
      toast({ title: 'Registration Cancelled', description: `The registration of ${registration.fullName} has been cancelled.` });
    } catch (err) {
      if (isUnauthorized(err)) handleUnauthorized();
      else {
        toast({
          title: 'Cancel Failed',
          description: 'Failed to cancel registration. Please try again.',
          variant: 'destructive',
        });
      }
    }
  }

  return (
    <ConfirmAction
      title="Cancel Registration"
      question={registrationCancelConfirmation(registration)}
      actionLabel="Cancel Registration"
      dismissLabel="Keep It"
      onConfirm={() => void handleCancel()}
    >
      <IconButton
        variant="ghost"
        className="text-sindoor-dark"
        label={`Cancel registration of ${registration.fullName}`}
        tooltip="Cancel registration"
        disabled={cancelling}
      >
        {cancelling ? <Spinner /> : <Ban aria-hidden="true" />}
      </IconButton>
    </ConfirmAction>
  );
}

function DeleteRegistrationButton({ registration }: { registration: Registration }) {
  const { trigger: deleteRegistration, isMutating: deleting } = useDeleteRegistration(registration);

  async function handleDelete() {
    try {
      await deleteRegistration();
      toast({ title: 'Registration Deleted', description: 'The registration has been removed.' });
    } catch (err) {
      if (isUnauthorized(err)) handleUnauthorized();
      else {
        toast({
          title: 'Delete Failed',
          description: 'Failed to delete registration. Please try again.',
          variant: 'destructive',
        });
      }
    }
  }

  return (
    <ConfirmDelete
      title="Delete Registration"
      question={registrationDeleteConfirmation(registration)}
      onConfirm={() => void handleDelete()}
    >
      <IconButton
        variant="ghost"
        className="text-sindoor-dark"
        label={`Delete registration of ${registration.fullName}`}
        tooltip="Delete registration"
        disabled={deleting}
      >
        {deleting ? <Spinner /> : <Trash2 aria-hidden="true" />}
      </IconButton>
    </ConfirmDelete>
  );
}

export function RegistrationsTableSkeleton({ rows }: { rows: number }) {
  return (
    <div className="-mx-2 overflow-x-auto px-2" aria-busy="true" role="status" aria-label="Loading registrations">
      <table className="w-full min-w-[60rem] border-collapse">
        <Head />
        <tbody>
          {Array.from({ length: rows }, (_, i) => (
            <tr key={i} data-testid="registration-skeleton-row" className="border-b border-line/70">
              {columns.map((column) => (
                <td key={column} className={`px-3 py-3 ${column === 'Actions' ? actionsCell : ''}`}>
                  <Skeleton className={column === 'Actions' ? 'ml-auto h-9 w-24' : 'h-5 w-full'} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
