import '../messages';
import { FieldArray, Form, Formik, setIn, type FormikErrors, type FormikHelpers } from 'formik';
import { LoaderCircle, Save, Trash2, UserPlus } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SelectField, TextField } from '@/components/ui/form-field';
import { SwitchField } from '@/components/ui/switch-field';
import { toast } from '@/components/ui/use-toast';
import { FocusFirstError } from '@/components/ui/focus-first-error';
import { isApiError } from '@/lib/api';
import type { Family } from '@/lib/api-types';
import { LANGUAGE_NAMES } from '@/lib/i18n';
import { useUpdateFamily } from '../api/family';
import {
  familyInput,
  familySchema,
  familyValues,
  MAX_MEMBER_DIETARY_NOTES,
  MAX_MEMBERS,
  newMember,
  type FamilyValues,
  type MemberValues,
} from '../schemas';

/** The server names a member's field "members.0.name"; Formik keeps errors nested as the values are. */
function nestedErrors(flat: Record<string, string>): FormikErrors<FamilyValues> {
  return Object.entries(flat).reduce<FormikErrors<FamilyValues>>((errors, [path, message]) => setIn(errors, path, message), {});
}

/** Who the family is: the name and phone registering starts from, the emails' language, and its members. */
export function FamilyProfile({ family }: { family: Family }) {
  const { t } = useLingui();
  const update = useUpdateFamily();
  const languages = Object.entries(LANGUAGE_NAMES).map(([value, label]) => ({ value, label }));

  async function submit(values: FamilyValues, helpers: FormikHelpers<FamilyValues>) {
    try {
      const saved = await update(familyInput(values));
      helpers.resetForm({ values: familyValues(saved) });
      toast({ title: t`Saved`, description: t`Your family's details are saved.` });
    } catch (error) {
      if (isApiError(error)) helpers.setErrors(nestedErrors(error.fieldErrors));
      toast({
        title: t`Save Failed`,
        description: (isApiError(error) && error.body?.message) || t`We couldn't save your family's details. Please try again.`,
        variant: 'destructive',
      });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Our family</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>When you register for an event, we start from these details: tick who comes instead of typing it all again.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Formik initialValues={familyValues(family)} validationSchema={familySchema} onSubmit={submit}>
          {({ isSubmitting, values }) => (
            <Form noValidate className="grid gap-5">
              <FocusFirstError />
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField name="name" label={t`Your name`} autoComplete="name" />
                <TextField name="phone" label={t`Phone Number`} type="tel" autoComplete="tel" optional />
                <SelectField
                  name="language"
                  label={t`Emails in`}
                  hint={t`The language of the emails we send your family.`}
                  options={languages}
                />
              </div>
              <SwitchField
                name="announcements"
                label={t`Email me the announcements`}
                hint={
                  family.announcementsStatus === 'pending' && values.announcements
                    ? t`We emailed you a link: open it to confirm. Nothing is sent until you do.`
                    : t`News of the association's events, a few times a year. We email you a link to confirm; every announcement has a link to stop them.`
                }
              />
              <FieldArray name="members">
                {({ push, remove }) => (
                  <fieldset className="grid gap-3 border-t border-line pt-4">
                    <legend className="float-left mb-1 w-full text-lg font-bold">
                      <Trans>Members</Trans>
                    </legend>
                    {values.members.length === 0 && (
                      <p className="text-maroon-soft">
                        <Trans>No members yet. Add the people who come to events with you, yourself included.</Trans>
                      </p>
                    )}
                    <ul className="grid gap-3">
                      {values.members.map((member, index) => (
                        <MemberRow key={member.id ?? `new-${index}`} member={member} index={index} onRemove={() => remove(index)} />
                      ))}
                    </ul>
                    {values.members.length < MAX_MEMBERS && (
                      <Button variant="outline" size="sm" className="justify-self-start" onClick={() => push({ ...newMember })}>
                        <UserPlus aria-hidden="true" />
                        <Trans>Add a member</Trans>
                      </Button>
                    )}
                  </fieldset>
                )}
              </FieldArray>
              <Button type="submit" disabled={isSubmitting} className="sm:justify-self-start">
                {isSubmitting ? (
                  <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
                ) : (
                  <Save aria-hidden="true" />
                )}
                {isSubmitting ? t`Saving...` : t`Save our family`}
              </Button>
            </Form>
          )}
        </Formik>
      </CardContent>
    </Card>
  );
}

function MemberRow({ member, index, onRemove }: { member: MemberValues; index: number; onRemove: () => void }) {
  const { t } = useLingui();
  const name = member.name.trim() || t`this member`;
  return (
    <li className="grid gap-2 rounded-xl border border-line bg-white p-3 sm:p-4">
      <div className="flex items-end gap-2">
        <TextField name={`members.${index}.name`} label={t`Name`} autoComplete="off" className="flex-1" />
        <Button variant="ghost" size="icon" className="text-sindoor-dark" aria-label={t`Remove ${name}`} onClick={onRemove}>
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <div className="grid gap-x-6 sm:grid-cols-2">
        <SwitchField name={`members.${index}.child`} label={t`Child`} />
        <SwitchField name={`members.${index}.vegetarian`} label={t`Vegetarian`} />
      </div>
      <TextField
        name={`members.${index}.dietaryNotes`}
        label={t`Allergies or dietary needs`}
        optional
        maxLength={MAX_MEMBER_DIETARY_NOTES}
      />
    </li>
  );
}
