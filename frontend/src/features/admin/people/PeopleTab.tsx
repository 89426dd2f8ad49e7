import * as React from 'react';
import type { FormikHelpers } from 'formik';
import * as yup from 'yup';
import { KeyRound, Pencil, UserPlus } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { SwitchField } from '@/components/ui/switch-field';
import { toast } from '@/components/ui/use-toast';
import type { Person, Role } from '@/lib/api-types';
import { formatTimestamp } from '@/lib/dates';
import { i18n } from '@/lib/i18n';
import { FormDialog } from '../shell/FormDialog';
import { ROLE_NAMES, ROLES, RolesField } from '../shell/RolesField';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorState, TabHeader } from '../shell/states';
import { serverMessage, useAdminMutation } from '../shell/use-admin-mutation';
import { usePeople, usePeopleMutations } from './api/people';


interface PersonValues {
  username: string;
  name: string;
  email: string;
  roles: Role[];
  active: boolean;
}

const personSchema = (inviting: boolean) =>
  yup.object({
    username: inviting
      ? yup
          .string()
          .trim()
          .required(() => i18n._(msg`Choose a username.`))
          .matches(/^[\w.@+-]+$/, () => i18n._(msg`A username has letters, digits and @ . + - _ only.`))
      : yup.string(),
    name: yup
      .string()
      .trim()
      .required(() => i18n._(msg`Enter their name.`)),
    email: yup
      .string()
      .trim()
      .required(() => i18n._(msg`Enter their email.`))
      .email(() => i18n._(msg`Enter a valid email address.`)),
  });

function PersonDialog({ person, open, onOpenChange }: { person: Person | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  const { invite, update } = usePeopleMutations();
  const { run } = useAdminMutation();
  const [formError, setFormError] = React.useState<string | null>(null);
  const inviting = person === null;
  const initial: PersonValues = person
    ? { username: person.username, name: person.name, email: person.email, roles: person.roles, active: person.active }
    : { username: '', name: '', email: '', roles: ['organiser'], active: true };

  async function submit(values: PersonValues, helpers: FormikHelpers<PersonValues>) {
    setFormError(null);
    const common = { name: values.name.trim(), email: values.email.trim(), roles: ROLES.filter((role) => values.roles.includes(role)) };
    const saved = await run(
      () => (inviting ? invite({ ...common, username: values.username.trim() }) : update(person.id, { ...common, active: values.active })),
      { form: helpers, onError: (error) => setFormError(serverMessage(error, i18n._(msg`Please try again.`))) },
    );
    if (!saved.ok) return;
    toast({ title: inviting ? t`Invitation sent to ${common.email}` : t`Saved` });
    onOpenChange(false);
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setFormError(null);
        onOpenChange(next);
      }}
      title={inviting ? <Trans>Invite someone</Trans> : <Trans>Edit {person.username}</Trans>}
      description={
        inviting ? (
          <Trans>They get an email to choose their password; the link works once, within 72 hours.</Trans>
        ) : (
          <Trans>A deactivated account is signed out at once and cannot sign in.</Trans>
        )
      }
      initialValues={initial}
      formKey={person?.id ?? 'new'}
      validationSchema={personSchema(inviting)}
      onSubmit={submit}
      submitLabel={inviting ? <Trans>Send invitation</Trans> : <Trans>Save</Trans>}
      formError={formError}
    >
      {inviting && <TextField name="username" label={t`Username`} autoCapitalize="none" spellCheck={false} />}
      <TextField name="name" label={t`Name`} autoComplete="off" />
      <TextField name="email" label={t`Email`} type="email" autoComplete="off" />
      <RolesField name="roles" legend={t`Roles`} />
      {!inviting && <SwitchField name="active" label={t`Active`} />}
    </FormDialog>
  );
}

function PersonCard({ person, onEdit }: { person: Person; onEdit: () => void }) {
  const { t } = useLingui();
  return (
    <li className="grid gap-2 rounded-xl border border-line bg-card p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-bold wrap-anywhere">{person.name || person.username}</p>
          <p className="text-sm text-maroon-soft wrap-anywhere">
            {person.username} · {person.email}
          </p>
        </div>
        <Button type="button" variant="outline" size="sm" onClick={onEdit} aria-label={t`Edit ${person.username}`}>
          <Pencil aria-hidden="true" />
          <Trans>Edit</Trans>
        </Button>
      </div>
      <p className="flex flex-wrap gap-1.5">
        {person.roles.map((role) => (
          <span key={role} className="rounded-full bg-marigold-light px-2 py-0.5 text-sm font-semibold">
            {t(ROLE_NAMES[role])}
          </span>
        ))}
        {!person.active && (
          <span className="rounded-full bg-sindoor-dark px-2 py-0.5 text-sm font-semibold text-white">
            <Trans>Deactivated</Trans>
          </span>
        )}
      </p>
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-maroon-soft">
        <span className="inline-flex items-center gap-1">
          <KeyRound className="size-4" aria-hidden="true" />
          {person.twoFactor ? <Trans>Two-step sign-in on</Trans> : <Trans>Password only</Trans>}
        </span>
        <span>
          {person.lastSignIn ? <Trans>Last signed in {formatTimestamp(person.lastSignIn)}</Trans> : <Trans>Never signed in</Trans>}
        </span>
      </p>
    </li>
  );
}

/** The organisers' accounts: who holds which role, invitations, deactivation. Administrators only. */
export function PeopleTab() {
  const { t } = useLingui();
  const { people, error, isLoading, retry } = usePeople();
  const [editing, setEditing] = React.useState<Person | null>(null);
  const [open, setOpen] = React.useState(false);

  let body: React.ReactNode;
  if (isLoading && !people) {
    body = (
      <div aria-busy="true" role="status" aria-label={t`Loading the people`} className="grid gap-3">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
    );
  } else if (error || !people) {
    body = <ErrorState message={t`We could not load the people.`} onRetry={retry} />;
  } else {
    body = (
      <ul aria-label={t`People`} className="grid gap-3 md:grid-cols-2">
        {people.map((person) => (
          <PersonCard
            key={person.id}
            person={person}
            onEdit={() => {
              setEditing(person);
              setOpen(true);
            }}
          />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="people-heading">
      <TabHeader
        id="people-heading"
        title={t`People`}
        description={t`Who helps run the site, and what each may do.`}
      >
        <Button
          type="button"
          onClick={() => {
            setEditing(null);
            setOpen(true);
          }}
        >
          <UserPlus aria-hidden="true" />
          <Trans>Invite someone</Trans>
        </Button>
      </TabHeader>
      {body}
      <PersonDialog person={editing} open={open} onOpenChange={setOpen} />
    </section>
  );
}
