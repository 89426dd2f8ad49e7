export interface Session {
  authenticated: boolean;
  username: string | null;
  csrfToken?: string;
}

export interface Registration {
  id: number;
  eventId: number;
  fullName: string;
  email: string;
  phone: string | null;
  guestCount: number;
  notes: string | null;
  createdAt: string | null;
}

export interface RegistrationStats {
  totalRegistrations: number;
  totalGuests: number;
  todayRegistrations: number;
}

export interface GalleryImage {
  id: number;
  imagePath: string;
  thumbnailPath?: string | null;
  width?: number | null;
  height?: number | null;
  title: string | null;
  caption: string | null;
  eventId: number | null;
  createdAt?: string;
}
