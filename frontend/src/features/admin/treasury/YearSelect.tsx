import * as React from 'react';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { formatDigits } from '@/lib/i18n';
import { recentYears } from './money';

/** Which year a money screen shows; `labelOf` writes a year as the screen names it, in the language's digits. */
export function YearSelect({
  label,
  value,
  onChange,
  labelOf = String,
}: {
  label: string;
  value: number;
  onChange: (year: number) => void;
  labelOf?: (year: number) => string;
}) {
  const id = React.useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={String(value)} onValueChange={(next) => onChange(Number(next))}>
        <SelectTrigger id={id} className="w-40">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {recentYears().map((year) => (
            <SelectItem key={year} value={String(year)}>
              {labelOf(year).replace(/\d/g, (digit) => formatDigits(Number(digit)))}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
