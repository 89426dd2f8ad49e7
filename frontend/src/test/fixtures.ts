import type { DoorParty, Event, EventSummary, Registration, SiteSettings } from '@/lib/api-types';

export function makeEvent(overrides: Partial<Event> = {}): Event {
  return {
    id: 1,
    title: 'Durga Puja 2025',
    description: 'Four days of worship, music and food.',
    date: '2025-10-15',
    endDate: null,
    days: [],
    time: '10:00 AM - 9:00 PM',
    startsAt: '2025-10-15T10:00:00-07:00',
    endsAt: '2025-10-15T21:00:00-07:00',
    venue: 'Tracy Community Center',
    address: '950 East St, Tracy, CA 95376',
    featuredImage: '',
    registrationOpen: true,
    highlights: ['Food', 'Music', 'Festive Dress', 'Kids Activities', 'Fireworks'],
    schedule: [
      { time: '10:00 AM', activity: 'Pushpanjali', description: 'Morning offering' },
      { time: '6:00 PM', activity: 'Cultural Program', description: '' },
    ],
    whatToBring: ['Family and friends', 'An appetite'],
    sponsors: [{ name: 'Tracy Sweets', benefits: 'Dessert stall' }],
    mealsServed: true,
    slots: [],
    capacity: null,
    spotsLeft: null,
    waitlistCount: 0,
    isPast: false,
    ...overrides,
  };
}

export function makeSettings(overrides: Partial<SiteSettings> = {}): SiteSettings {
  return {
    groupName: 'Tracy Bengali Association',
    tagline: 'Celebrating Culture, Together',
    aboutText: 'First paragraph.\n\nSecond paragraph.',
    contactEmail: 'hello@example.org',
    whatsappLink: 'https://chat.example.org/group',
    instagramLink: 'https://photos.example.org/tracy',
    announcementText: '',
    showAnnouncement: false,
    ...overrides,
  };
}

export function makeRegistration(overrides: Partial<Registration> = {}): Registration {
  return {
    id: 1,
    eventId: 1,
    fullName: 'Mita Sen',
    email: 'mita@example.org',
    phone: '209-555-0100',
    guestCount: 3,
    notes: '',
    createdAt: '2025-09-01T17:30:00Z',
    children: 1,
    vegetarianMeals: 2,
    dietaryNotes: '',
    photoConsent: true,
    slotIds: [],
    dayIds: [],
    sittingIds: [],
    checkedInAt: null,
    status: 'confirmed',
    waitlistPosition: null,
    amountDue: 0,
    amountPaid: 0,
    paymentStatus: 'free',
    paymentReference: 'DP-4821',
    ...overrides,
  };
}

export function makeSummary(overrides: Partial<EventSummary> = {}): EventSummary {
  return {
    confirmedParties: 0,
    confirmedGuests: 0,
    adults: 0,
    children: 0,
    vegetarianMeals: 0,
    otherMeals: 0,
    waitlistedParties: 0,
    waitlistedGuests: 0,
    cancelledParties: 0,
    checkedInParties: 0,
    checkedInGuests: 0,
    dietaryNotes: [],
    noPhotoConsent: [],
    slots: [],
    guestsByDay: [],
    days: [],
    sittings: [],
    ...overrides,
  };
}

/** Durga Puja as a festival of five days, Ashtami with 4 seats left. */
export function makeFestival(overrides: Partial<Event> = {}): Event {
  const titles = ['Shashthi', 'Saptami', 'Ashtami', 'Navami', 'Dashami'];
  return makeEvent({
    date: '2025-10-15',
    endDate: '2025-10-19',
    endsAt: '2025-10-19T21:00:00-07:00',
    days: titles.map((title, index) => ({
      id: 11 + index,
      date: `2025-10-${15 + index}`,
      title,
      capacity: title === 'Ashtami' ? 100 : null,
      spotsLeft: title === 'Ashtami' ? 4 : null,
      meals: [
        { id: 100 + index * 2, name: 'Lunch bhog' },
        { id: 101 + index * 2, name: 'Dinner' },
      ],
    })),
    ...overrides,
  });
}

/** A party as the door's own list gives it: name, size and arrival, nothing else. */
export function makeDoorParty(overrides: Partial<DoorParty> = {}): DoorParty {
  return {
    id: 1,
    fullName: 'Mita Sen',
    guestCount: 3,
    children: 1,
    status: 'confirmed',
    checkedInAt: null,
    arrivedGuests: null,
    sittings: [],
    ...overrides,
  };
}
