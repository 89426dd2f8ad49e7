import durgaPuja from '../samples/durga-puja-2023.svg';
import culturalPerformance from '../samples/cultural-performance.svg';
import communityFeast from '../samples/community-feast.svg';
import kaliPuja from '../samples/kali-puja-celebration.svg';
import communityFamily from '../samples/community-family.svg';
import communityWedding from '../samples/community-wedding.svg';
import type { GalleryImage } from '@/lib/api-types';

function sample(id: number, path: string, width: number, height: number, title: string, caption: string): GalleryImage {
  return { id, imagePath: path, thumbnailPath: path, width, height, title, caption, eventId: null, createdAt: '' };
}

/** Illustrations shipped with the site, shown until organisers upload photos. */
export const SAMPLE_IMAGES: GalleryImage[] = [
  sample(-1, durgaPuja, 800, 600, 'Durga Puja 2023', 'The dhak drums and kash flowers of our biggest celebration'),
  sample(-2, culturalPerformance, 600, 800, 'Cultural Performance', 'Dance and music on the community stage'),
  sample(-3, communityFeast, 700, 700, 'Community Feast', 'Bhog shared on banana leaves'),
  sample(-4, kaliPuja, 800, 600, 'Kali Puja Celebration', 'A night of diyas and fireworks'),
  sample(-5, communityFamily, 800, 600, 'Community Family', 'Families old and new, together'),
  sample(-6, communityWedding, 600, 800, 'Community Wedding', 'Topor, garlands and blessings'),
];
