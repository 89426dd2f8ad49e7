import { spotsLeftText, takesRegistrations } from '../seats';

const open = { registrationOpen: true, isPast: false };

describe('spotsLeftText', () => {
  it.each([
    [12, '12 spots left'],
    [2, '2 spots left'],
    [1, '1 spot left'],
    [0, 'Full: join the waiting list'],
  ])('%i seats: "%s"', (spotsLeft, text) => {
    expect(spotsLeftText({ ...open, spotsLeft })).toBe(text);
  });

  it('says nothing without a limit', () => {
    expect(spotsLeftText({ ...open, spotsLeft: null })).toBeNull();
  });

  it('says nothing when the event takes no registrations', () => {
    expect(spotsLeftText({ spotsLeft: 3, registrationOpen: false, isPast: false })).toBeNull();
    expect(spotsLeftText({ spotsLeft: 3, registrationOpen: true, isPast: true })).toBeNull();
  });
});

describe('takesRegistrations', () => {
  it('is true only while registration is open and the event is not over', () => {
    expect(takesRegistrations(open)).toBe(true);
    expect(takesRegistrations({ registrationOpen: false, isPast: false })).toBe(false);
    expect(takesRegistrations({ registrationOpen: true, isPast: true })).toBe(false);
  });
});
