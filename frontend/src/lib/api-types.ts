import type { components } from './api-schema';

/**
 * Names for the API's shapes. Each is the server's OpenAPI schema type (generated into
 * api-schema.d.ts by `npm run api:types`), so the browser and the server cannot drift apart.
 * An `...Input` is what a create or update takes; the plain name is what the server answers.
 */
type Schemas = components['schemas'];

/** An event; `date` is a calendar date, "YYYY-MM-DD". */
export type Event = Schemas['Event'];
export type EventInput = Schemas['EventRequest'];
// Taken from the event rather than by component name, which the schema may or may not give them.
export type ScheduleEntry = NonNullable<Event['schedule']>[number];
export type Sponsor = NonNullable<Event['sponsors']>[number];
export type SlotKind = Schemas['SlotKindEnum'];
/** One date of a festival of several days, with its title, seats left and meals. */
export type EventDay = NonNullable<Event['days']>[number];
/** A timed sitting of a festival day (or of an event of one day): pushpanjali at 09:40 for 120. */
export type Sitting = Schemas['Sitting'];

export type Registration = Schemas['Registration'];
/** A registration as organisers read it: with its emails' language and how many of it arrived. */
export type AdminRegistration = Schemas['AdminRegistration'];
/** A tap at the door as the server kept it; `conflict` when another tap had checked the party in. */
export type CheckInAnswer = Schemas['CheckInAnswer'];
export type CheckInTapInput = Schemas['CheckInTapRequest'];
/** The door's own list: each party's name, size and arrival, and the cursor to ask what changed since. */
export type DoorList = Schemas['DoorList'];
export type DoorParty = Schemas['DoorParty'];
/** A door pass of an event, as organisers list them; the link (and its QR code) only when made. */
export type DoorPass = Schemas['DoorPass'];
export type CreatedDoorPass = Schemas['CreatedDoorPass'];
/** A door pass opened on a phone: the event whose door it opens. */
export type DoorSession = Schemas['DoorSession'];
/** A new registration, with the token that later proves the right to update it. */
export type CreatedRegistration = Schemas['CreatedRegistration'];
export type RegistrationInput = Schemas['RegistrationCreateRequest'];
export type RegistrationUpdateInput = Schemas['RegistrationRequest'];
export type RegistrationStats = Schemas['RegistrationStats'];
/** A guest's pass: the party, its event and days, and the door's check-in code. */
export type RegistrationPass = Schemas['Pass'];
export type RegistrationStatus = Schemas['StatusEnum'];
/** What organisers plan with: the confirmed parties' numbers, dietary notes, slots, check-ins. */
export type EventSummary = Schemas['EventSummary'];
export type SummarySlot = Schemas['SummarySlot'];
export type SummaryDay = Schemas['SummaryDay'];
export type SummarySitting = Schemas['SummarySitting'];

export type GalleryImage = Schemas['GalleryImage'];
export type GalleryImageInput = Schemas['GalleryImageCreateRequest'];
export type UploadUrl = Schemas['UploadURL'];
/** A family's photo waiting for an organiser (or decided), with its event's parties who declined photo consent. */
export type PhotoSubmission = Schemas['PhotoSubmission'];
export type PhotosSent = Schemas['PhotosSent'];

/** A sheet brought in: its columns, the mapping of columns to fields, and its rows as they would be read. */
export type ImportSheet = Schemas['Import'];
export type ImportKind = Schemas['ImportFileKindEnum'];
export type ImportRow = Schemas['ImportRow'];
export type ImportRows = Schemas['ImportRows'];
export type ImportApplied = Schemas['ImportApplied'];
export type ImportUndone = Schemas['ImportUndone'];

/**
 * A family, signed in with a code from its email: its profile, members and every registration made
 * with its address (each with the token that updates and cancels it).
 */
export type Family = Schemas['Family'];
export type FamilyInput = Schemas['FamilyInputRequest'];
export type FamilyRegistration = Schemas['FamilyRegistration'];
/** Which of an event's registrations were made by families that have signed in. */
export type FamilyRegistrations = Schemas['FamilyRegistrations'];

export type Session = Schemas['Session'];
export type Credentials = Schemas['LoginRequest'];
export type LoginAnswer = Schemas['LoginAnswer'];
export type TwoFactorRequired = Schemas['TwoFactorRequired'];
export type TotpSetup = Schemas['TotpSetup'];
/** The signed-in account's authenticator app: on or not, and recovery codes left. */
export type TotpState = Schemas['TotpState'];
/** One of the signed-in account's passkeys. */
export type Passkey = Schemas['Passkey'];
export type Person = Schemas['Person'];
export type PersonInvite = Schemas['PersonInviteRequest'];
export type PersonUpdate = Schemas['PersonUpdateRequest'];
export type Role = Person['roles'][number];

export type SiteSettings = Schemas['SiteSettings'];
export type SiteSettingsInput = Schemas['SiteSettingsRequest'];

export type ContactMessage = Schemas['ContactMessageRequest'];
/** A page of the contact messages organisers read, with how many are not yet handled. */
export type ContactInbox = Schemas['ContactInbox'];
export type InboxMessage = Schemas['InboxMessage'];

/** An email organisers sent to an event's parties, and what they send. */
export type GuestMessage = Schemas['GuestMessage'];
export type GuestMessageInput = Schemas['GuestMessageRequest'];
export type GuestMessageAudience = Schemas['AudienceEnum'];
export type MessageAccepted = Schemas['MessageAccepted'];

/** A page of the activity log: who changed what, newest first. */
export type ActivityPage = Schemas['ActivityPage'];
export type ActivityEntry = Schemas['Entry'];

/** A party an organiser found by name, email, phone or payment reference: a registration, membership or donation. */
export type SearchResult = Schemas['SearchResult'];


/** An act for an event's cultural programme, as its family sends and reads it (with its manage token when new). */
export type ProgrammeEntry = Schemas['ProgrammeEntry'];
export type CreatedProgrammeEntry = Schemas['CreatedProgrammeEntry'];
export type ProgrammeEntryInput = Schemas['ProgrammeEntryRequest'];
export type ActKind = Schemas['ProgrammeKindEnum'];
/** How the public programme names an act's children: whole, by the first name, or not at all. */
export type ChildNames = Schemas['ChildNamesEnum'];
export type ActStatus = Schemas['ProgrammeStatusEnum'];
/** The programme desk: every act with its status, the running order's times, the total running time. */
export type AdminProgramme = Schemas['AdminProgramme'];
export type AdminProgrammeEntry = Schemas['AdminProgrammeEntry'];
export type ProgrammeDecision = Schemas['ProgrammeDecisionRequest'];
/** One act of a published programme: no contact details. */
export type ProgrammeAct = Schemas['ProgrammeAct'];

/** A volunteer shift of an event: a role on a day (null on a one-day event) from a start to an end time. */
export type Shift = NonNullable<Event['shifts']>[number];
export type ShiftSignUpInput = Schemas['SignUpRequest'];
/** A place taken in a shift, with the token that gives it back. */
export type SignedUp = Schemas['SignedUp'];
/** A volunteer's place as read through the emailed link. */
export type VolunteerPlace = Schemas['VolunteerPlace'];
/** The organisers' roster: every shift by day and time with its volunteers. */
export type Roster = Schemas['Roster'];
export type RosterShift = Schemas['RosterShift'];
export type RosterVolunteer = Schemas['RosterVolunteer'];
/** The door's list of volunteers: names and shifts, no addresses. */
export type DoorVolunteers = Schemas['DoorVolunteers'];
export type DoorVolunteer = Schemas['DoorVolunteer'];
/** A family's volunteer hours of a year, person by person. */
export type VolunteerHours = Schemas['VolunteerHours'];
export type VolunteerYear = Schemas['VolunteerYear'];
/** What an event offers its sponsors (a package, an item, an ad of a size), with how many took each. */
export type Sponsorship = Schemas['Sponsorship'];
/** A sponsorship taken, as its sponsor reads it (with its manage token when new). */
export type TakenSponsorship = Schemas['Sponsor'];
export type CreatedSponsor = Schemas['CreatedSponsor'];
export type TakeSponsorshipInput = Schemas['TakeSponsorshipRequest'];
/** A paid sponsor named on the event's sponsor wall. */
export type WallSponsor = Schemas['WallSponsor'];
/** An event's sponsors as organisers see them, with the history of an ad's artwork. */
export type AdminSponsor = Schemas['AdminSponsor'];
export type SponsorDecision = Schemas['SponsorDecisionRequest'];
/** A story, poem or drawing sent for the souvenir. */
export type AdminContribution = Schemas['AdminContribution'];
export type Contribution = Schemas['Contribution'];
export type CreatedContribution = Schemas['CreatedContribution'];
export type ContributionInput = Schemas['ContributionRequest'];
export type ContributionDecision = Schemas['ContributionDecisionRequest'];
/** An announcement as organisers list it, with its counts (sent, failed, unsubscribed, skipped). */
export type Announcement = Schemas['Announcement'];
export type AnnouncementInput = Schemas['AnnouncementInputRequest'];
export type AnnouncementCreated = Schemas['AnnouncementCreated'];
export type AnnouncementKind = Schemas['AnnouncementKindEnum'];
export type AnnouncementAudience = Schemas['AnnouncementAudience'];
/** An address the mail server refused for good; bulk sends skip it until it is cleared. */
export type Undeliverable = Schemas['Undeliverable'];
export type AnnouncementsConfirmed = Schemas['AnnouncementsConfirmed'];
