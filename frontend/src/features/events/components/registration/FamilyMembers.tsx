import '@/features/events/messages';
import { useFormikContext } from 'formik';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Family } from '@/lib/api-types';
import { partyOfMembers, type RegistrationValues } from '../../schemas';

type Member = Family['members'][number];

/** "Child · vegetarian · nut allergy": what the form takes from a member, in a line under the name. */
function MemberDetails({ member }: { member: Member }) {
  const { t } = useLingui();
  const details = [member.child && t`Child`, member.vegetarian && t`Vegetarian`, member.dietaryNotes?.trim()].filter(
    Boolean,
  );
  if (details.length === 0) return null;
  return <span className="text-sm text-maroon-soft">{details.join(' · ')}</span>;
}

/**
 * The signed-in family's members, to tick who is coming. Each tick sets the guests, the children,
 * the vegetarian meals and the dietary notes from the ticked members; the numbers can still be
 * changed by hand afterwards (a guest from outside the family, say).
 */
export function FamilyMembers({ members }: { members: Member[] }) {
  const { values, setValues } = useFormikContext<RegistrationValues>();

  function toggle(id: number, coming: boolean) {
    const memberIds = coming ? [...values.memberIds, id] : values.memberIds.filter((memberId) => memberId !== id);
    void setValues({ ...values, memberIds, ...partyOfMembers(members, memberIds) });
  }

  return (
    <fieldset className="grid gap-2">
      <legend className="float-left mb-1 w-full text-base font-bold">
        <Trans>Who is coming?</Trans>
      </legend>
      <p className="text-sm text-maroon-soft">
        <Trans>Tick the members of your family who are coming; we count the guests and meals for you.</Trans>
      </p>
      <ul className="grid gap-2 sm:grid-cols-2">
        {members.map((member) => (
          <li key={member.id}>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line px-3 py-2 has-checked:border-sindoor has-checked:bg-cream">
              <input
                type="checkbox"
                className="size-5 shrink-0 accent-sindoor"
                checked={values.memberIds.includes(member.id)}
                onChange={(event) => toggle(member.id, event.target.checked)}
              />
              <span className="grid min-w-0">
                <span className="font-medium wrap-anywhere">{member.name}</span>
                <MemberDetails member={member} />
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
