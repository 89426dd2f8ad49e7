import * as yup from 'yup';
import { AdminMembershipAddRequest, EventDayRequest, EventRequest, GuestMessageRequest, SlotRequest } from '@/lib/api-limits';
import { guestMessageSchema } from '../../registrations/schemas';
import { eventSchema } from '../schemas';

/** The bound a Yup schema's field checks with its `max` or `min` test. */
function bound(schema: yup.AnyObjectSchema, path: string, name: 'max' | 'min'): unknown {
  const field = yup.reach(schema, path) as yup.Schema;
  const test = field.describe().tests.find((each) => each.name === name);
  return test?.params?.[name];
}

describe('the limits generated from the OpenAPI schema', () => {
  it("are the server's: a family's name is 2 to 120 characters", () => {
    expect(AdminMembershipAddRequest.name).toEqual({ minLength: 2, maxLength: 120 });
  });

  it.each([
    ['title', 'max', EventRequest.title.maxLength],
    ['address', 'max', EventRequest.address.maxLength],
    ['capacity', 'min', EventRequest.capacity.minimum],
    ['capacity', 'max', EventRequest.capacity.maximum],
    ['days[0].title', 'max', EventDayRequest.title.maxLength],
    ['slots[0].needed', 'max', SlotRequest.needed.maximum],
  ] as const)("bound the event form's %s (%s)", (path, name, expected) => {
    expect(bound(eventSchema, path, name)).toBe(expected);
  });

  it("bound the guest message's body", () => {
    expect(bound(guestMessageSchema, 'body', 'max')).toBe(GuestMessageRequest.body.maxLength);
  });
});
