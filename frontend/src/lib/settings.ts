import useSWR from 'swr';
import type { SiteSettings } from './api-types';
import { cacheKeys } from './cache-keys';

/** Shown when the settings cannot be loaded or are empty. */
export const DEFAULT_SETTINGS: Required<SiteSettings> = {
  groupName: 'Tracy Bengali Cultural Association',
  tagline: 'Celebrating Culture, Together',
  aboutText:
    'We are a Bengali cultural organisation serving families in Tracy and the surrounding area. ' +
    'Since 2020 we have come together for Durga Puja, Poila Boishakh, Saraswati Puja and many more ' +
    'celebrations of our music, food and traditions.\n\n' +
    'Everyone is welcome: come for the festivities, stay for the friendships.',
  contactEmail: 'info@tracybengali.org',
  whatsappLink: '',
  instagramLink: '',
  announcementText: '',
  showAnnouncement: false,
};

/** Settings with the defaults filled in for empty texts (and for a failed load). */
export function withDefaults(settings: Partial<SiteSettings> | null | undefined): Required<SiteSettings> {
  const merged = { ...DEFAULT_SETTINGS };
  if (!settings) return merged;
  for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof SiteSettings)[]) {
    const value = settings[key];
    if (typeof value === 'string' && value.trim() !== '') (merged[key] as string) = value;
    if (typeof value === 'boolean') (merged[key] as boolean) = value;
  }
  return merged;
}

export function useSettings() {
  const { data, error, isLoading } = useSWR<SiteSettings>(cacheKeys.settings);
  return { settings: withDefaults(data), raw: data, error, isLoading };
}
