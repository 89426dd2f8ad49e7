import useSWR from 'swr';
import type { SiteSettings } from './api-types';
import { cacheKeys } from './cache-keys';

/**
 * What the site shows when the settings cannot be loaded: the server's own defaults
 * (sitesettings/models.py), word for word, so a failed load looks like a fresh install.
 */
export const DEFAULT_SETTINGS: Required<SiteSettings> = {
  groupName: 'Tracy Bengali Cultural Association',
  tagline: 'Celebrating Culture, Together',
  aboutText:
    'We are Bengali families of Tracy and the surrounding valley who come together to keep ' +
    'our language, music, food and festivals alive for our children and share them with our ' +
    'neighbours.\n\n' +
    'Since 2020 we have celebrated Durga Puja, Kali Puja, Saraswati Puja and Poila Boishakh ' +
    'together. Everyone is welcome.',
  contactEmail: 'info@tracybengali.org',
  whatsappLink: '',
  instagramLink: '',
  announcementText: '',
  showAnnouncement: false,
  legalName: '',
  ein: '',
  mailingAddress: '',
  paymentInstructions: '',
  membershipYearStartMonth: 1,
  taglineBn: '',
  aboutTextBn: '',
  bannerTextBn: '',
  paymentInstructionsBn: '',
  requireTwoFactorFor: [],
  approvalThreshold: 10000,
};

/** The texts the site never shows empty; the server, too, answers its default for them. */
const NEVER_EMPTY = new Set<keyof SiteSettings>(['groupName', 'tagline', 'contactEmail']);

/**
 * The settings with the defaults filled in where a value is missing (or nothing loaded). A text
 * the organiser emptied stays empty (an About text cleared on purpose is not brought back),
 * except the ones the site never shows empty.
 */
export function withDefaults(settings: Partial<SiteSettings> | null | undefined): Required<SiteSettings> {
  const merged: Required<SiteSettings> = { ...DEFAULT_SETTINGS };
  if (!settings) return merged;
  for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof SiteSettings)[]) {
    const value = settings[key];
    if (typeof value !== typeof DEFAULT_SETTINGS[key]) continue;
    if (typeof value === 'string' && value.trim() === '' && NEVER_EMPTY.has(key)) continue;
    Object.assign(merged, { [key]: value });
  }
  return merged;
}

export function useSettings() {
  const { data, error, isLoading } = useSWR<SiteSettings>(cacheKeys.settings);
  return { settings: withDefaults(data), raw: data, error, isLoading };
}
