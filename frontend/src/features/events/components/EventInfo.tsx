import '@/features/events/messages';
import type { ReactNode } from 'react';
import { Baby, Music, Shirt, Sparkles, Star, Utensils } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import type { ScheduleEntry, Sponsor } from '@/lib/api-types';
import { cn } from '@/lib/utils';

/** Icons for food, music, dress, children and fireworks (docs/screens.md); anything else gets a star. */
const HIGHLIGHT_ICONS: [RegExp, typeof Star][] = [
  [/food|feast|bhog|dinner|lunch/i, Utensils],
  [/music|song|concert|dance/i, Music],
  [/dress|attire|saree|sari/i, Shirt],
  [/kid|child/i, Baby],
  [/firework/i, Sparkles],
];

export function HighlightIcon({ highlight, className }: { highlight: string; className?: string }) {
  const Icon = HIGHLIGHT_ICONS.find(([pattern]) => pattern.test(highlight))?.[1] ?? Star;
  return <Icon className={cn('size-6 text-sindoor', className)} aria-hidden="true" />;
}

/** A labelled line of event information with an icon. */
export function InfoRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3">
      <span className="mt-0.5 text-sindoor [&_svg]:size-5" aria-hidden="true">
        {icon}
      </span>
      <div>
        <p className="text-sm font-semibold uppercase tracking-wide text-maroon-soft">{label}</p>
        <div className="text-maroon">{children}</div>
      </div>
    </div>
  );
}

/** A map search for the address, opened in a new tab. */
export function mapUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

export function ScheduleList({ schedule }: { schedule: ScheduleEntry[] }) {
  return (
    <ol className="grid gap-4">
      {schedule.map((entry, index) => (
        <li key={index} className="grid grid-cols-[6.5rem_1fr] gap-3 border-l-4 border-marigold pl-3">
          <span className="font-semibold text-sindoor-dark">{entry.time}</span>
          <div>
            <p className="font-semibold">{entry.activity}</p>
            {entry.description && <p className="text-maroon-soft">{entry.description}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}

/** The list of things to bring, and the dress code that always applies. */
export function BringList({ items }: { items: string[] }) {
  return (
    <div className="grid gap-3">
      {items.length > 0 && (
        <ul className="grid list-disc gap-1 pl-5 marker:text-sindoor">
          {items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      )}
      <p className="rounded-lg bg-cream p-3 text-sm">
        <Trans>Dress Code: Traditional Bengali attire is encouraged, but come as you are.</Trans>
      </p>
    </div>
  );
}

export function SponsorList({ sponsors }: { sponsors: Sponsor[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {sponsors.map((sponsor, index) => (
        <li key={index} className="rounded-xl border border-line p-4">
          <p className="font-semibold">{sponsor.name}</p>
          {sponsor.benefits && <p className="text-maroon-soft">{sponsor.benefits}</p>}
        </li>
      ))}
    </ul>
  );
}
