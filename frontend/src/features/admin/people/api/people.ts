import useSWR, { useSWRConfig } from 'swr';
import { api } from '@/lib/api';
import type { Person, PersonInvite, PersonUpdate } from '@/lib/api-types';
import { adminKeys, adminPaths } from '../../shell/api/keys';

/** The organisers' accounts, for administrators. */
export function usePeople() {
  const { data, error, isLoading, mutate } = useSWR<Person[]>(adminKeys.people);
  return { people: data, error, isLoading, retry: () => mutate() };
}

export function usePeopleMutations() {
  const { mutate } = useSWRConfig();
  const reread = () => mutate(adminKeys.people);
  return {
    invite: async (input: PersonInvite) => {
      const person = await api.post<Person>(adminKeys.people, input);
      await reread();
      return person;
    },
    update: async (id: number, input: PersonUpdate) => {
      const person = await api.put<Person>(adminPaths.person(id), input);
      await reread();
      return person;
    },
  };
}
