import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import durgaPuja from '../samples/durga-puja-2023.svg';
import culturalPerformance from '../samples/cultural-performance.svg';
import communityFeast from '../samples/community-feast.svg';
import kaliPuja from '../samples/kali-puja-celebration.svg';
import communityFamily from '../samples/community-family.svg';
import communityWedding from '../samples/community-wedding.svg';
import type { GalleryImage } from '@/lib/api-types';

type Sample = [id: number, path: string, width: number, height: number, title: MessageDescriptor, caption: MessageDescriptor];

// The site's own illustrations, so their titles and captions are messages (an organiser's
// captions, on uploaded photos, are data).
const SAMPLES: Sample[] = [
  [-1, durgaPuja, 800, 600, msg`Durga Puja 2023`, msg`The dhak drums and kash flowers of our biggest celebration`],
  [-2, culturalPerformance, 600, 800, msg`Cultural Performance`, msg`Dance and music on the community stage`],
  [-3, communityFeast, 700, 700, msg`Community Feast`, msg`Bhog shared on banana leaves`],
  [-4, kaliPuja, 800, 600, msg`Kali Puja Celebration`, msg`A night of diyas and fireworks`],
  [-5, communityFamily, 800, 600, msg`Community Family`, msg`Families old and new, together`],
  [-6, communityWedding, 600, 800, msg`Community Wedding`, msg`Topor, garlands and blessings`],
];

/** Illustrations shipped with the site, shown until organisers upload photos; in the current language. */
export function sampleImages(i18n: I18n): GalleryImage[] {
  return SAMPLES.map(([id, path, width, height, title, caption]) => ({
    id,
    imagePath: path,
    thumbnailPath: path,
    width,
    height,
    title: i18n._(title),
    caption: i18n._(caption),
    credit: '',
    eventId: null,
    createdAt: '',
  }));
}
