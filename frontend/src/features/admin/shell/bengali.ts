import { useLingui } from '@lingui/react/macro';

/** What every optional Bengali text in the admin's forms says under it. */
export function useBengaliHint(): string {
  const { t } = useLingui();
  return t`For visitors reading in Bengali; left empty, they see the English.`;
}
