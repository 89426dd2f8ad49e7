import { Eye, Trash2 } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { formatTimestamp } from '@/lib/dates';
import type { Registration } from '../../api/types';
import { IconButton } from '../IconButton';
import { Spinner } from '../states';

const columns = ['Name', 'Email', 'Phone', 'Guests', 'Date', 'Notes', 'Actions'];

function Head() {
  return (
    <thead>
      <tr className="border-b border-line text-left text-sm text-maroon-soft">
        {columns.map((column) => (
          <th key={column} scope="col" className={`px-3 py-2 font-semibold ${column === 'Actions' ? 'text-right' : ''}`}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

export function RegistrationsTable({
  registrations,
  deletingId,
  onView,
  onDelete,
}: {
  registrations: Registration[];
  deletingId: number | null;
  onView: (registration: Registration) => void;
  onDelete: (registration: Registration) => void;
}) {
  return (
    <div className="-mx-2 overflow-x-auto px-2">
      <table className="w-full min-w-[52rem] border-collapse">
        <caption className="sr-only">Registrations for the chosen event, newest first</caption>
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
              <td className="px-3 py-3 whitespace-nowrap text-sm">
                {registration.createdAt ? formatTimestamp(registration.createdAt) : '—'}
              </td>
              <td className="max-w-[14rem] px-3 py-3 text-sm text-maroon-soft">
                <span className="line-clamp-2">{registration.notes || '—'}</span>
              </td>
              <td className="px-3 py-2">
                <div className="flex justify-end gap-1">
                  <IconButton
                    variant="ghost"
                    label={`View registration of ${registration.fullName}`}
                    tooltip="View details"
                    onClick={() => onView(registration)}
                  >
                    <Eye aria-hidden="true" />
                  </IconButton>
                  <IconButton
                    variant="ghost"
                    className="text-sindoor-dark"
                    label={`Delete registration of ${registration.fullName}`}
                    tooltip="Delete registration"
                    disabled={deletingId === registration.id}
                    onClick={() => onDelete(registration)}
                  >
                    {deletingId === registration.id ? <Spinner /> : <Trash2 aria-hidden="true" />}
                  </IconButton>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function RegistrationsTableSkeleton({ rows }: { rows: number }) {
  return (
    <div className="-mx-2 overflow-x-auto px-2" aria-busy="true" role="status" aria-label="Loading registrations">
      <table className="w-full min-w-[52rem] border-collapse">
        <Head />
        <tbody>
          {Array.from({ length: rows }, (_, i) => (
            <tr key={i} data-testid="registration-skeleton-row" className="border-b border-line/70">
              {columns.map((column) => (
                <td key={column} className="px-3 py-3">
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
